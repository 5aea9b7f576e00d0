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

    /// The route kept as `text` by ``rememberedText``, read as the first of ``HomeRoute`` and `routes` that reads
    /// it; `nil` when none does (a damaged row, or a route of another version of the app), so that the shell
    /// opens at home instead.
    public init?(rememberedText text: String, routes: [any FeatureRoute.Type]) {
        let data = Data(text.utf8)
        for type in [HomeRoute.self] + routes {
            if let route = Self.decode(type, from: data) {
                self = route
                return
            }
        }
        return nil
    }

    private static func decode<Value: FeatureRoute>(_ type: Value.Type, from data: Data) -> Route? {
        (try? JSONDecoder().decode(type, from: data)).map(Route.init)
    }
}
