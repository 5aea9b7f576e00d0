/// The Domain layer of a feature (`Sources/Domain/NAME/`): the entity, a list's page, the repository protocol and
/// the use case. Plain Swift over `Domain`'s `Fetched`, `Updates`, `LoadContext` and `DomainError`.
enum DomainTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/Domain/\(spec.name)"
        var files = [
            FeaturePlan.NewFile(path: "\(folder)/\(spec.entity).swift", contents: entity(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.repositoryProtocol).swift", contents: repository(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.useCase).swift", contents: useCase(spec)),
        ]
        if spec.kind == .list {
            files.insert(FeaturePlan.NewFile(path: "\(folder)/\(spec.page).swift", contents: page(spec)), at: 1)
        }
        return files
    }

    /// The resource as the app shows it.
    static func entity(_ spec: FeatureSpec) -> String {
        let fields = spec.shape.fields
        let identity = spec.shape.identity
        let identifiable =
            identity.bareName == "id"
            ? ""
            : "\n\n    /// The resource's identity, its `\(identity.jsonKey)`.\n    public var id: \(identity.type.rawValue) { \(identity.name) }"
        return """
            /// One \(spec.resourceNoun), as `\(spec.endpoint.text)` answers it:
            /// the fields of the API's answer that the app shows and stores.
            public struct \(spec.entity): Sendable, Hashable, Identifiable {
            \(TemplateText.lines(fields.map { "/// `\($0.jsonKey)` of the API's answer\($0.isOptional ? ", `nil` when it has none" : "").\npublic let \($0.name): \($0.declaredType)" }, indent: 4))

                /// A resource with these fields.
                public init(
            \(TemplateText.lines(fields.map { "\($0.name): \($0.declaredType)" }.joined(separator: ",\n").split(separator: "\n").map(String.init), indent: 8))
                ) {
            \(TemplateText.lines(fields.map { "self.\($0.bareName) = \($0.name)" }, indent: 8))
                }\(identifiable)
            }

            """
    }

    /// A list's page: its resources and the cursor of the next page.
    static func page(_ spec: FeatureSpec) -> String {
        let cursor =
            spec.pagination == .since
            ? "the id after which the next page starts (the last id of this one)"
            : "the number of the next page (from the answer's `Link` header)"
        let answer = spec.answerFields
        let properties = answer.map {
            "/// `\($0.jsonKey)` of the answer\($0.isOptional ? ", `nil` when it has none" : "").\npublic let \($0.name): \($0.declaredType)"
        }
        let arguments = answer.map { ", \($0.name): \($0.declaredType) = \(defaultValue(of: $0))" }.joined()
        let assignments = answer.map { "self.\($0.bareName) = \($0.name)" }
        let initDoc =
            answer.isEmpty
            ? "A page of `items` followed by the page `next`."
            : "A page of `items` followed by the page `next`, with the answer's other fields (by default empty: zero, "
                + "false, no text)."
        return """
            /// One page of \(spec.prose), in the API's order.
            public struct \(spec.page): Sendable, Hashable {
                /// The page's resources.
                public let items: [\(spec.entity)]
                /// \(cursor.prefix(1).uppercased() + cursor.dropFirst()), or `nil` when this page is the last.
                public let next: Int?\(properties.isEmpty ? "" : "\n" + TemplateText.lines(properties, indent: 4))

                /// \(initDoc)
                public init(items: [\(spec.entity)], next: Int?\(arguments)) {
                    self.items = items
                    self.next = next\(assignments.isEmpty ? "" : "\n" + TemplateText.lines(assignments, indent: 8))
                }
            }

            """
    }

    /// The value an answer's field has when a page is made without it: `nil`, `0`, `false` or empty text.
    static func defaultValue(of field: ResponseShape.Field) -> String {
        if field.isOptional { return "nil" }
        switch field.type {
        case .bool: return "false"
        case .int: return "0"
        case .double: return "0"
        case .string: return "\"\""
        }
    }

    /// The repository protocol, with the stale-while-revalidate default.
    static func repository(_ spec: FeatureSpec) -> String {
        let method = methodName(spec)
        let arguments = TemplateText.parameterArguments(spec)
        let passing = TemplateText.parameterPassing(spec)
        let (value, cursorArgument, cursorPassing, cursorDoc): (String, String, String, String) =
            switch spec.kind {
            case .list:
                (
                    spec.page, "cursor: Int?, ", "cursor: cursor, ",
                    spec.pagination == .since
                        ? " `cursor` is the id the page starts after (`nil` for the first page)."
                        : " `cursor` is the page's number (`nil` for the first page)."
                )
            case .detail: (spec.entity, "", "", "")
            }
        return """
            /// The source of \(spec.prose) (`\(spec.endpoint.text)`), whatever mix of network and cache stands behind it.
            public protocol \(spec.repositoryProtocol): Sendable {
                /// \(spec.kind == .list ? "One page" : "The resource"), loaded under `context` (why the load runs, by when it must be done).\(cursorDoc)
                ///
                /// - Throws: ``DomainError/notFound(_:rateLimit:)`` when the API has no such resource, or another
                ///   ``DomainError`` when no answer, not even a stale cached one, can be produced.
                func \(method)(\(arguments)\(cursorArgument)context: LoadContext) async throws(DomainError) -> Fetched<\(value)>

                /// The same answer as ``\(method)(\(spec.parameters.map { "\($0.name):" }.joined())\(spec.kind == .list ? "cursor:" : "")context:)``, stale-while-revalidate (see ``Updates``).
                func \(method)Updates(\(arguments)\(cursorArgument)context: LoadContext) -> Updates<\(value)>
            }

            extension \(spec.repositoryProtocol) {
                /// One element: the answer of ``\(method)(\(spec.parameters.map { "\($0.name):" }.joined())\(spec.kind == .list ? "cursor:" : "")context:)``. Repositories with a cache override this.
                public func \(method)Updates(\(arguments)\(cursorArgument)context: LoadContext) -> Updates<\(value)> {
                    .single { () async throws(DomainError) in try await \(method)(\(passing)\(cursorPassing)context: context) }
                }
            }

            """
    }

    /// The use case over the repository.
    static func useCase(_ spec: FeatureSpec) -> String {
        let method = methodName(spec)
        let arguments = TemplateText.parameterArguments(spec)
        let passing = TemplateText.parameterPassing(spec)
        let value = spec.kind == .list ? spec.page : spec.entity
        let cursorArgument = spec.kind == .list ? "cursor: Int?, " : ""
        let cursorPassing = spec.kind == .list ? "cursor: cursor, " : ""
        let summary =
            spec.kind == .list ? "Lists \(spec.prose) page by page" : "Loads one \(spec.prose) resource"
        return """
            /// \(summary) (`\(spec.endpoint.text)`). The rules of the feature that are neither storage nor screen go here.
            public struct \(spec.useCase): Sendable {
                private let repository: any \(spec.repositoryProtocol)

                /// Creates the use case over `repository`.
                public init(repository: any \(spec.repositoryProtocol)) {
                    self.repository = repository
                }

                /// \(spec.kind == .list ? "The page after `cursor` (`nil`: the first)" : "The resource"), loaded under `context`.
                ///
                /// - Throws: the repository's ``DomainError``.
                public func callAsFunction(\(arguments)\(cursorArgument)context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                    try await repository.\(method)(\(passing)\(cursorPassing)context: context)
                }

                /// The same answer, stale-while-revalidate (see ``Updates``).
                public func updates(\(arguments)\(cursorArgument)context: LoadContext) -> Updates<\(value)> {
                    repository.\(method)Updates(\(passing)\(cursorPassing)context: context)
                }
            }

            """
    }

    /// The repository's method: the feature's name for a list (`userGists`), the entity's for a detail (`gist`).
    static func methodName(_ spec: FeatureSpec) -> String {
        spec.kind == .list ? spec.propertyName : TemplateText.lowerFirst(spec.entity)
    }
}
