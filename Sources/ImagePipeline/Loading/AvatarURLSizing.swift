import Foundation

/// Asks avatar servers for the size that will be drawn instead of the original: GitHub's avatar host takes
/// `s=N` (pixels on the longer side) and answers with an image of at most that size.
public enum AvatarURLSizing {
    /// The hosts known to take `s=N`: `avatars.githubusercontent.com`.
    public static let gitHubHosts: Set<String> = ["avatars.githubusercontent.com"]

    /// `url` with its `s` query item set to `pixels` when its host (compared case-insensitively) is one of
    /// `hosts`; every other query item is kept, in order, and an existing `s` is replaced where it stood.
    /// Other URLs, and a `pixels` below 1, give `url` unchanged.
    public static func sized(_ url: URL, pixels: Int, hosts: Set<String> = gitHubHosts) -> URL {
        guard pixels > 0, let host = url.host?.lowercased(),
            hosts.contains(where: { $0.lowercased() == host }),
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return url }
        let size = URLQueryItem(name: "s", value: String(pixels))
        var items: [URLQueryItem] = []
        var placed = false
        for item in components.queryItems ?? [] {
            guard item.name == "s" else {
                items.append(item)
                continue
            }
            if !placed { items.append(size) }
            placed = true
        }
        if !placed { items.append(size) }
        components.queryItems = items
        return components.url ?? url
    }
}
