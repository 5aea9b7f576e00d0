import Domain
import Foundation

/// Users with increasing ids and irregular gaps, like GitHub's list.
enum SampleUsers {
    static func make(count: Int) -> [GitHubUser] {
        var id = 0
        return (0..<count).map { index in
            id += 1 + (index * 7) % 5
            return GitHubUser(
                id: id, login: "user\(id)", avatarURL: nil, profileURL: URL(string: "https://github.com/user\(id)"))
        }
    }
}
