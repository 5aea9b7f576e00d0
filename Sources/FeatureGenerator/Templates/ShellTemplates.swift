/// The AtomicShell layer of a feature (`Sources/AtomicShell/NAME/`): the terminal screen's content (a
/// `ListPaneContent` or a `DetailPaneContent`, which the shell's one list pane or detail pane draws) and the
/// feature's `FeaturePanes`.
enum ShellTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        let folder = "Sources/AtomicShell/\(spec.name)"
        return [
            FeaturePlan.NewFile(
                path: "\(folder)/\(spec.pane).swift", contents: spec.kind == .list ? listPane(spec) : detailPane(spec)),
            FeaturePlan.NewFile(path: "\(folder)/\(spec.panes).swift", contents: panes(spec)),
        ]
    }

    /// The list's row: the text field (or the identity), and the identity on the right.
    static func listPane(_ spec: FeatureSpec) -> String {
        let identity = spec.shape.identity
        let item = "item"
        let idText = identity.type == .string ? "\(item).\(identity.name)" : "String(\(item).\(identity.name))"
        let row: String
        let rowDoc: String
        if let field = ScreenText.rowField(spec) {
            let text =
                field.isOptional
                ? "\(item).\(field.name) ?? \(TemplateText.literal(ScreenText.missingValue))" : "\(item).\(field.name)"
            let detail =
                identity.type == .string
                ? "TextWidth.truncate(TerminalSanitizer.sanitize(\(item).\(identity.name)), toWidth: \(ScreenText.identityWidth))"
                : "\"#\\(\(item).\(identity.name))\""
            row = "ListRow(\(text), detail: \(detail))"
            rowDoc =
                "The `\(field.jsonKey)`\(field.isOptional ? " (\(ScreenText.missingValue) without one)" : ""), and the "
                + "`\(identity.jsonKey)` on the right\(identity.type == .string ? ", cut to \(ScreenText.identityWidth) columns" : "")."
        } else {
            row = "ListRow(\(idText))"
            rowDoc = "The `\(identity.jsonKey)`."
        }
        let web: String
        if let field = ScreenText.webField(spec) {
            let value =
                field.isOptional
                ? "\(item).\(field.name).flatMap { URL(string: $0) }" : "URL(string: \(item).\(field.name))"
            web = """
                /// The `\(field.jsonKey)` page, when it is a web address.
                public static func webURL(of \(item): \(spec.entity), context: PaneContext) -> URL? {
                    ShellLinks.web(\(value))
                }
                """
        } else {
            web = """
                /// None: the resource names no web page.
                public static func webURL(of \(item): \(spec.entity), context: PaneContext) -> URL? { nil }
                """
        }
        return """
            import Domain
            import Foundation
            import Presentation
            import TerminalUI

            \(ScreenText.doc("\(ScreenText.capitalized(spec.prose)): one row per \(spec.resourceNoun). `/` filters, the next page loads near the end, and the selected row is remembered as the \"\(spec.prose)\" selection."))
            public enum \(spec.pane): ListPaneContent {
                /// The list's pages.
                public typealias Source = \(spec.pages)
                /// The list's view model.
                public typealias Model = \(spec.viewModel)

                /// "\(spec.resourceNoun)", "\(spec.prose)".
                public static var noun: (singular: String, plural: String) { \
            (\(TemplateText.literal(spec.resourceNoun)), \(TemplateText.literal(spec.prose))) }
                /// `\(spec.useCase)`.
                public static var useCase: Any.Type { \(spec.useCase).self }

                /// The `\(identity.jsonKey)`.
                public static func id(of \(item): \(spec.entity)) -> String { \(idText) }

                \(ScreenText.doc("\(rowDoc)", indent: 4))
                public static func row(for \(item): \(spec.entity), width: Int) -> ListRow {
                    \(row)
                }

            \(TemplateText.lines(web.split(separator: "\n").map(String.init), indent: 4))
            }

            """
    }

    /// The detail's text: one `Label: value` line per field that has a value.
    static func detailPane(_ spec: FeatureSpec) -> String {
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
        let web: String
        if let field = ScreenText.webField(spec) {
            let address =
                field.isOptional
                ? "model.state.value?.\(field.name).flatMap { URL(string: $0) }"
                : "model.state.value.flatMap { URL(string: $0.\(field.name)) }"
            web = """
                /// The `\(field.jsonKey)` page once loaded, when it is a web address.
                public static func webURL(of model: \(spec.viewModel), context: PaneContext) -> URL? {
                    ShellLinks.web(\(address))
                }
                """
        } else {
            web = """
                /// None: the resource names no web page.
                public static func webURL(of model: \(spec.viewModel), context: PaneContext) -> URL? { nil }
                """
        }
        let loading = TemplateText.literal("Loading \(spec.resourceNoun)").dropLast()
        return """
            import Domain
            import Foundation
            import Presentation
            import TerminalUI

            \(ScreenText.doc("One \(spec.resourceNoun): a line per field, `Label: value`; scrolled, and `o` opens its web page when it has one.", indent: 0))
            public enum \(spec.pane): DetailPaneContent {
                /// The resource.
                public typealias Value = \(spec.entity)
                /// The resource's view model.
                public typealias Model = \(spec.viewModel)

                /// `\(spec.useCase)`.
                public static var useCase: Any.Type { \(spec.useCase).self }

                /// "Loading \(spec.resourceNoun)…".
                public static func loadingText(of model: \(spec.viewModel)) -> String { \(loading)\(key)…" }

            \(TemplateText.lines(web.split(separator: "\n").map(String.init), indent: 4))

                /// One line per field that has a value; a field that cleaning leaves blank gets no line.
                public static func paragraphs(of \(value): \(spec.entity), theme: Theme) -> [StyledText] {
                    let labelledFields: [(String, String?)] = [
            \(TemplateText.lines(fields, indent: 12))
                    ]
                    return labelledFields.compactMap { label, text in
                        guard let text, !TerminalSanitizer.sanitize(text).allSatisfy(\\.isWhitespace) else { return nil }
                        return StyledText.line("\\(label): \\(text)")
                    }
                }
            }

            """
    }

    /// The feature's panes.
    static func panes(_ spec: FeatureSpec) -> String {
        """
        \(ScreenText.doc("The \(spec.prose) feature's panes: \(spec.kind == .list ? "the list" : "the resource").", indent: 0))
        public enum \(spec.panes): FeaturePanes {
            /// ``\(spec.pane)``.
            public static var contents: [any PaneContent.Type] { [\(spec.pane).self] }
        }

        """
    }
}
