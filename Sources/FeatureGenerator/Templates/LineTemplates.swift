/// The AtomicLineShell layer of a feature (`Sources/AtomicLineShell/NAME/`): the accessible line mode's content
/// (a `ListLineContent` or a `DetailLineContent`, which the line shell's one list screen or detail screen prints)
/// and the feature's `LineFeature`.
enum LineTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/AtomicLineShell/\(spec.name)"
        return [
            FeaturePlan.NewFile(
                path: "\(folder)/\(spec.lineContent).swift",
                contents: spec.kind == .list ? listLines(spec) : detailLines(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.lines).swift", contents: lines(spec)),
        ]
    }

    /// The list's line: the text field (or the identity), then the identity.
    static func listLines(_ spec: FeatureSpec) -> String {
        let identity = spec.shape.identity
        let item = "item"
        let line: String
        let lineDoc: String
        if let field = ScreenText.rowField(spec) {
            let text =
                field.isOptional
                ? "\\(\(item).\(field.name) ?? \(TemplateText.literal(ScreenText.missingValue)))"
                : "\\(\(item).\(field.name))"
            let detail = identity.type == .string ? "\\(\(item).\(identity.name))" : "#\\(\(item).\(identity.name))"
            line = "\"\(text) \(detail)\""
            lineDoc =
                "The `\(field.jsonKey)`\(field.isOptional ? " (\(ScreenText.missingValue) without one)" : ""), then the "
                + "`\(identity.jsonKey)`."
        } else {
            line = identity.type == .string ? "\(item).\(identity.name)" : "String(\(item).\(identity.name))"
            lineDoc = "The `\(identity.jsonKey)`."
        }
        return """
            import Domain
            import Presentation

            \(ScreenText.doc("\(ScreenText.capitalized(spec.prose)) as lines: one numbered line per \(spec.resourceNoun)."))
            public enum \(spec.lineContent): ListLineContent {
                /// The list's pages.
                public typealias Source = \(spec.pages)
                /// The list's view model.
                public typealias Model = \(spec.viewModel)

                /// "\(spec.resourceNoun)", "\(spec.prose)".
                public static var noun: (singular: String, plural: String) { \
            (\(TemplateText.literal(spec.resourceNoun)), \(TemplateText.literal(spec.prose))) }

                \(ScreenText.doc("\(lineDoc)", indent: 4))
                public static func line(for \(item): \(spec.entity)) -> String { \(line) }
            }

            """
    }

    /// The detail's lines: one `Label: value` line per field that has a value.
    static func detailLines(_ spec: FeatureSpec) -> String {
        let value = "value"
        let fields = spec.shape.fields.map { field -> String in
            let access = "\(value).\(field.name)"
            let text: String
            switch (field.type, field.isOptional) {
            case (.string, _): text = access
            case (_, false): text = "String(\(access))"
            case (_, true): text = "\(access).map { String($0) }"
            }
            return "(\(TemplateText.literal(ScreenText.label(of: field))), \(text)),"
        }
        let key =
            spec.parameters.isEmpty
            ? "" : " " + spec.parameters.map { "\\(model.\($0.name))" }.joined(separator: "/")
        let name = TemplateText.literal(spec.resourceNoun).dropLast()
        return """
            import Domain
            import Presentation

            \(ScreenText.doc("One \(spec.resourceNoun) as lines: a line per field that has a value, `Label: value`.", indent: 0))
            public enum \(spec.lineContent): DetailLineContent {
                /// The resource.
                public typealias Value = \(spec.entity)
                /// The resource's view model.
                public typealias Model = \(spec.viewModel)

                /// "\(spec.resourceNoun)", with what names it.
                public static func name(of model: \(spec.viewModel)) -> String { \(name)\(key)" }

                /// One line per field that has a value (the screen sanitises them).
                public static func lines(of \(value): \(spec.entity)) -> [String] {
                    let labelledFields: [(String, String?)] = [
            \(TemplateText.lines(fields, indent: 12))
                    ]
                    return labelledFields.compactMap { label, text in text.map { "\\(label): \\($0)" } }
                }
            }

            """
    }

    /// The feature's line screens.
    static func lines(_ spec: FeatureSpec) -> String {
        """
        \(ScreenText.doc("The \(spec.prose) feature's line screens: \(spec.kind == .list ? "the list" : "the resource").", indent: 0))
        public enum \(spec.lines): LineFeature {
            /// ``\(spec.lineContent)``.
            public static var contents: [any LineContent.Type] { [\(spec.lineContent).self] }
        }

        """
    }
}
