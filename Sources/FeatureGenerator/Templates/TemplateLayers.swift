/// One layer's templates: the files it adds for a feature and the lines it adds to files that exist.
struct TemplateLayer: Sendable {
    /// The layer's name, as its folder (`Domain`).
    let name: String
    /// The new files.
    let files: @Sendable (FeatureSpec) -> [FeaturePlan.NewFile]
    /// The edits of existing files.
    let edits: @Sendable (FeatureSpec) -> [FeaturePlan.Edit]

    init(
        _ name: String, files: @escaping @Sendable (FeatureSpec) -> [FeaturePlan.NewFile],
        edits: @escaping @Sendable (FeatureSpec) -> [FeaturePlan.Edit] = { _ in [] }
    ) {
        self.name = name
        self.files = files
        self.edits = edits
    }
}

/// Every layer's templates, in the order a feature's files are listed.
enum TemplateLayers {
    static let all: [TemplateLayer] = [
        TemplateLayer("Domain", files: DomainTemplates.files),
        TemplateLayer("Data", files: DataTemplates.files, edits: DataTemplates.edits),
        TemplateLayer("DemoServer", files: DemoServerTemplates.files),
        TemplateLayer("Presentation", files: PresentationTemplates.files),
        TemplateLayer("AtomicShell", files: ShellTemplates.files),
        TemplateLayer("AtomicLineShell", files: LineTemplates.files),
        TemplateLayer("AtomicApp", files: AppTemplates.files, edits: AppTemplates.edits),
        TemplateLayer("DomainTests", files: DomainTestTemplates.files),
        TemplateLayer("DataTests", files: DataTestTemplates.files),
        TemplateLayer("PresentationTests", files: PresentationTestTemplates.files),
        TemplateLayer("AtomicShellTests", files: ShellTestTemplates.files),
        TemplateLayer("AtomicAppTests", files: AppTestTemplates.files),
    ]
}
