/// The Data layer of a feature (`Sources/Data/NAME/`): the DTO, the request as an extension of the shared `GitHub`
/// value, the schema with the functions that read and write its rows, and the repository under the cache policy.
/// The edit adds the schema's version to Persistence's list of migrations.
enum DataTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/Data/\(spec.name)"
        return [
            FeaturePlan.NewFile(path: "\(folder)/\(spec.dto).swift", contents: dto(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.name)Endpoint.swift", contents: endpoint(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.schema).swift", contents: DataSchemaTemplates.schema(spec)),
            FeaturePlan.NewFile(
                path: "\(folder)/\(spec.cachedRepository).swift", contents: DataRepositoryTemplates.repository(spec)),
        ]
    }

    static func edits(_ spec: FeatureSpec) -> [FeaturePlan.Edit] {
        let version = "coreSchemaVersion + \(spec.schemaVersionOffset)"
        var tables = DataTemplateText.table(spec)
        if spec.kind == .list { tables += ", " + DataTemplateText.pagesTable(spec) }
        let padded = { (text: String, width: Int) in text + String(repeating: " ", count: max(width - text.count, 1)) }
        return [
            FeaturePlan.Edit(
                path: "Sources/Persistence/Persistence.docc/Migrations.md",
                anchor: "PRAGMA user_version        migration",
                insertion: "\n" + padded(version, 27) + padded(tables, 42) + "(the \(spec.prose) feature)",
                position: .beforeText("\n```"))
        ]
    }

    /// The DTO: the API's fields under their JSON names, and the mapping to the entity.
    static func dto(_ spec: FeatureSpec) -> String {
        let fields = spec.shape.fields
        let keys = fields.map { field in
            field.jsonKey == field.bareName
                ? "case \(field.name)" : "case \(field.name) = \(TemplateText.literal(field.jsonKey))"
        }
        return """
            import Domain
            import Foundation

            \(DataTemplateText.doc("One \(spec.resourceNoun) as the GitHub API sends it (`\(spec.endpoint.text)`), under the API's field names."))
            public struct \(spec.dto): Codable, Sendable, Hashable {
            \(TemplateText.lines(fields.map { "/// `\($0.jsonKey)`\($0.isOptional ? ", `nil` when the answer has none" : "").\npublic var \($0.name): \($0.declaredType)" }, indent: 4))

                private enum CodingKeys: String, CodingKey {
            \(TemplateText.lines(keys, indent: 8))
                }

                /// A DTO with these fields.
                public init(
            \(TemplateText.lines(fields.map { "\($0.name): \($0.declaredType)" }.joined(separator: ",\n").split(separator: "\n").map(String.init), indent: 8))
                ) {
            \(TemplateText.lines(fields.map { "self.\($0.bareName) = \($0.name)" }, indent: 8))
                }

                /// The domain's \(spec.resourceNoun)\(fields.contains(where: \.isWebAddress) ? "; an address that is not an absolute `http(s)` address with a host (or holds a control character) is left out, as empty text" + (fields.contains { $0.isWebAddress && $0.isOptional } ? " or `nil`" : "") : "").
                public func toDomain() -> \(spec.entity) {
                    \(spec.entity)(\(fields.map { "\($0.bareName): \(domainValue($0))" }.joined(separator: ", ")))
                }
            }
            \(answerDTO(spec))
            """
    }

    /// The entity's value of `field` in `toDomain()`: the DTO's, a web address checked as the built-in features
    /// check theirs (`LenientValue.webURLText`).
    static func domainValue(_ field: ResponseShape.Field) -> String {
        guard field.isWebAddress else { return field.name }
        return field.isOptional
            ? "LenientValue.webURLText(\(field.name))" : "LenientValue.webURLText(\(field.name)) ?? \"\""
    }

    /// The DTO of a whole answer whose resources are in ``FeatureSpec/itemsMember``: the resources and the answer's
    /// other fields; empty for a feature whose answer is the array itself.
    static func answerDTO(_ spec: FeatureSpec) -> String {
        guard let member = spec.itemsMember else { return "" }
        let fields = spec.answerFields
        let itemsName = spec.itemsProperty
        let keys =
            [itemsName == member ? "case \(itemsName)" : "case \(itemsName) = \(TemplateText.literal(member))"]
            + fields.map { field in
                field.jsonKey == field.bareName
                    ? "case \(field.name)" : "case \(field.name) = \(TemplateText.literal(field.jsonKey))"
            }
        let arguments = (["\(itemsName): [\(spec.dto)]"] + fields.map { "\($0.name): \($0.declaredType)" })
        return """

            \(DataTemplateText.doc("One answer of `\(spec.endpoint.text)` as the GitHub API sends it: the page's resources in `\(member)`, and the answer's other fields."))
            public struct \(spec.answerDTO): Codable, Sendable, Hashable {
                /// `\(member)`: the page's resources.
                public var \(itemsName): [\(spec.dto)]
            \(TemplateText.lines(fields.map { "/// `\($0.jsonKey)`\($0.isOptional ? ", `nil` when the answer has none" : "").\npublic var \($0.name): \($0.declaredType)" }, indent: 4))

                private enum CodingKeys: String, CodingKey {
            \(TemplateText.lines(keys, indent: 8))
                }

                /// An answer with these resources and fields.
                public init(\(arguments.joined(separator: ", "))) {
            \(TemplateText.lines(["self.\(SwiftIdentifier.bare(itemsName)) = \(itemsName)"] + fields.map { "self.\($0.bareName) = \($0.name)" }, indent: 8))
                }
            }

            """
    }

    /// The request, an extension of the shared `GitHub` value typed by its answer.
    static func endpoint(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let arguments = TemplateText.parameterArguments(spec)
        let imports =
            spec.parameters.contains(where: \.isLogin)
            ? "import Domain\nimport Foundation\nimport Networking" : "import Foundation\nimport Networking"
        let segments = "[\(DataTemplateText.pathSegments(spec))]"
        let fixed = spec.endpoint.query.map { item in
            let value =
                item.parameter.map { DataTemplateText.valueText(of: DataTemplateText.parameter(named: $0, in: spec)) }
                ?? TemplateText.literal(item.value)
            return "URLQueryItem(name: \(TemplateText.literal(item.name)), value: \(value)), "
        }.joined()
        switch spec.kind {
        case .list:
            let cursor = DataTemplateText.cursorName(spec)
            let cursorDoc =
                spec.pagination == .since
                ? "`since` is the id the page starts after (`nil`: the first page)"
                : "`page` is the page's number (`nil`: the first)"
            return """
                \(imports)

                extension GitHub {
                \(DataTemplateText.doc("`\(spec.endpoint.text(adding: "per_page=&\(cursor)="))`: one page of \(spec.prose), at most `perPage` of them; \(cursorDoc). Each parameter is sent as one path segment.", indent: 4))
                    public func \(method)(\(arguments)\(cursor): Int?, perPage: Int) -> HTTPRequest<\(spec.itemsMember == nil ? "[\(spec.dto)]" : spec.answerDTO)> {
                        var queryItems = [\(fixed)URLQueryItem(name: "per_page", value: String(perPage))]
                        if let \(cursor) {
                            queryItems.append(URLQueryItem(name: "\(cursor)", value: String(\(cursor))))
                        }
                        return request(segments: \(segments), queryItems: queryItems)
                    }
                }

                """
        case .detail:
            return """
                \(imports)

                extension GitHub {
                \(DataTemplateText.doc("`\(spec.endpoint.text)`: one \(spec.resourceNoun). Each parameter is sent as one path segment.", indent: 4))
                    public func \(method)(\(arguments.hasSuffix(", ") ? String(arguments.dropLast(2)) : arguments)) -> HTTPRequest<\(spec.dto)> {
                        request(segments: \(segments)\(fixed.isEmpty ? "" : ", queryItems: [\(fixed.dropLast(2))]"))
                    }
                }

                """
        }
    }
}
