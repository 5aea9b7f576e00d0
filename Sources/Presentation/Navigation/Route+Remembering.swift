import Foundation

extension Route {
    /// The route as the text a shell keeps in Domain's `AppStateStore` (`saveRoute(_:)`): its JSON form, such
    /// as `{"user":{"login":"octocat"}}`, with keys sorted so that equal routes give equal text.
    public var rememberedText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding an enum of strings and integers cannot fail; "home" stands in should it ever.
        guard let data = try? encoder.encode(self) else { return #"{"home":{}}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// The route kept as `text` by ``rememberedText``; `nil` when the text is not one (a damaged row, or a route
    /// of another version of the app), so that the shell opens at home instead.
    public init?(rememberedText text: String) {
        guard let route = try? JSONDecoder().decode(Route.self, from: Data(text.utf8)) else { return nil }
        self = route
    }
}
