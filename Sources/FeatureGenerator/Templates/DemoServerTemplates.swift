/// The demo of a feature (`Sources/DemoServer/NAME/DemoNAMERoutes.swift`): its routes, answering the recorded
/// response (the fixture, addresses on loopback) as GitHub answers: a list paged by `per_page` with a `Link` header,
/// a detail for the fixture's parameters and GitHub's `404` for any other. `DemoAPI` adds the `ETag` and the `304`.
enum DemoServerTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Sources/DemoServer/\(spec.name)/\(spec.demoRoutes).swift", contents: routes(spec))
        ]
    }

    static func routes(_ spec: FeatureSpec) -> String {
        let routeName = spec.kind == .list ? "list" : "resource"
        let decoded: String
        switch spec.kind {
        case .list:
            let order =
                spec.pagination == .since
                ? "?.sorted { $0.\(spec.shape.identity.name) < $1.\(spec.shape.identity.name) }" : ""
            if spec.itemsMember != nil {
                decoded = """
                        /// ``recordedResponse`` decoded: the answer whose fields every page of the list carries. The text is this
                        /// file's own constant, so it always decodes; were it ever broken, the pages would carry empty fields.
                        static let recordedAnswer = try? JSONDecoder().decode(\(spec.answerDTO).self, from: Data(recordedResponse.utf8))

                    \(DataTemplateText.doc("The resources of ``recordedAnswer``\(spec.pagination == .since ? ", in id order" : ""): what the list serves.", indent: 4))
                        static let recorded: [\(spec.dto)] = (recordedAnswer?.\(spec.itemsProperty)\(order.dropFirst())) ?? []
                    """
            } else {
                decoded = """
                    \(DataTemplateText.doc("``recordedResponse`` decoded\(spec.pagination == .since ? ", in id order" : ""): what the list serves. The text is this file's own constant, so it always decodes; were it ever broken, the list would be empty.", indent: 4))
                        static let recorded: [\(spec.dto)] =
                            (try? JSONDecoder().decode([\(spec.dto)].self, from: Data(recordedResponse.utf8)))\(order) ?? []
                    """
            }
        case .detail:
            decoded = """
                    /// ``recordedResponse`` decoded: what the route serves. The text is this file's own constant, so it always
                    /// decodes; were it ever broken, the route would answer `404`.
                    static let recorded = try? JSONDecoder().decode(\(spec.dto).self, from: Data(recordedResponse.utf8))
                """
        }
        let description =
            spec.kind == .list
            ? (spec.pagination == .since
                ? "the recorded resources with an id above `since` (default 0), `per_page` of them (default 30, at most 100), with a `Link` header naming the next page (`since` the page's last id) as GitHub's does."
                : "the recorded resources, `per_page` a page (default 30, at most 100), page `page` (default 1), with a `Link` header naming the next and the last page as GitHub's does.")
            : "the recorded resource for \(keyDescription(spec)), else GitHub's `404`."
        return """
            import Data
            import Foundation
            import Networking

            \(DataTemplateText.doc("The \(spec.prose) feature's requests in the demo, answered from ``recordedResponse`` as GitHub answers them; the app lists them in the feature's assembly."))
            ///
            \(DataTemplateText.doc("- `\(spec.endpoint.text)`: \(description)"))
            ///
            /// Every answer carries GitHub's fixed rate-limit header fields, so output stays deterministic.
            public enum \(spec.demoRoutes) {
                /// Every route of the feature.
                public static let all: [DemoRoute] = [\(routeName)]

                /// The recorded answer that the demo serves and the tests read, every address on loopback.
                public static let recordedResponse = \(DataTemplateText.rawLiteral(DataTemplateText.fixtureText(spec), indent: 8))

            \(decoded)

            \(spec.kind == .list ? (spec.pagination == .since ? sinceRoute(spec) : pageRoute(spec)) : detailRoute(spec))
            }

            """
    }

    /// The fixture's parameters in words: `` `gistId` `aa5a315d` ``.
    private static func keyDescription(_ spec: FeatureSpec) -> String {
        let key = DataTemplateText.fixtureKey(spec)
        guard !key.isEmpty else { return "any request" }
        return key.map { "`\($0.parameter.name)` `\($0.text)`" }.joined(separator: " and ")
    }

    /// The page size a request asks for: its `per_page`, 30 when unreadable or below 1, at most 100.
    private static let perPage = """
                let asked = request.query["per_page"].flatMap { Int($0) } ?? 30
                let perPage = asked < 1 ? 30 : Swift.min(asked, 100)
                let path = request.baseText + "/" + request.path.map(GitHub.pathSegment).joined(separator: "/")
        """

    /// The guard of a list under `/users/{login}/`: the demo has pages for its own users only, and answers GitHub's
    /// `404` for a login nobody has, as its profiles do; empty for another list.
    private static func userGuard(_ spec: FeatureSpec) -> String {
        guard ScreenText.userParameter(spec) != nil else { return "" }
        return """

                    // A login the demo has no user for has no pages either: GitHub's 404, as for its profile.
                    guard request.dataset.gitHubUser(login: request.path[1]) != nil else {
                        return .gitHubNotFound(documentation: "https://docs.github.com/rest")
                    }
            """
    }

    private static func pageRoute(_ spec: FeatureSpec) -> String {
        """
        \(DataTemplateText.doc("`\(spec.endpoint.text(adding: "page=&per_page="))`: one page of ``recorded``, with its `Link` header\(ScreenText.userParameter(spec) == nil ? "" : ", for a user the demo has").", indent: 4))
            static let list = DemoRoute(.gitHub, path: [\(DataTemplateText.routePath(spec))]) { request in\(userGuard(spec))
                let page = DemoPageNumbers(of: \(spec.demoRoutes).recorded, for: request)
                let body = \(DataTemplateText.answer(spec, items: "page.items", from: "\(spec.demoRoutes).recordedAnswer"))
                return .gitHub(encoding: body, extraHeaders: ["Link": page.link])
            }
        """
    }

    private static func sinceRoute(_ spec: FeatureSpec) -> String {
        let id = spec.shape.identity.name
        return """
            \(DataTemplateText.doc("`\(spec.endpoint.text(adding: "since=&per_page="))`: the resources after `since` in id order, with the `Link` header.", indent: 4))
                static let list = DemoRoute(.gitHub, path: [\(DataTemplateText.routePath(spec))]) { request in
            \(perPage)\(userGuard(spec))
                    let since = request.query["since"].flatMap { Int($0) } ?? 0
                    let resources = \(spec.demoRoutes).recorded
                    let start = resources.firstIndex { $0.\(id) > since } ?? resources.count
                    let end = start + Swift.min(perPage, resources.count - start)
                    let page = Array(resources[start..<end])
                    var links: [String] = []
                    if let last = page.last, end < resources.count {
                        links.append("<\\(path)?per_page=\\(perPage)&since=\\(last.\(id))>; rel=\\"next\\"")
                    }
                    links.append("<\\(path){?since}>; rel=\\"first\\"")
                    let body = \(DataTemplateText.answer(spec, items: "page", from: "\(spec.demoRoutes).recordedAnswer"))
                    return .gitHub(encoding: body, extraHeaders: ["Link": links.joined(separator: ", ")])
                }
            """
    }

    private static func detailRoute(_ spec: FeatureSpec) -> String {
        var checks: [String] = []
        var index = 0
        let key = DataTemplateText.fixtureKey(spec)
        for segment in spec.endpoint.segments {
            defer { index += 1 }
            guard case .parameter(let name) = segment, let value = key.first(where: { $0.parameter.pathName == name })
            else { continue }
            switch value.parameter.type {
            case "GitHubLogin":
                checks.append("request.path[\(index)].lowercased() == \(TemplateText.literal(value.text.lowercased()))")
            case "Int":
                checks.append("Int(request.path[\(index)]) == \(DataTemplateText.groupedDigits(value.text))")
            default:
                checks.append("request.path[\(index)] == \(TemplateText.literal(value.text))")
            }
        }
        return """
            \(DataTemplateText.doc("`\(spec.endpoint.text)`: the recorded resource for its parameters, else GitHub's `404`.", indent: 4))
                static let resource = DemoRoute(.gitHub, path: [\(DataTemplateText.routePath(spec))]) { request in
                    guard let resource = \(spec.demoRoutes).recorded\(checks.map { ", " + $0 }.joined()) else {
                        return .gitHubNotFound(documentation: "https://docs.github.com/rest")
                    }
                    return .gitHub(encoding: resource)
                }
            """
    }
}
