/// The Domain test of a feature (`Tests/DomainTests/NAME/NAMEUseCaseTests.swift`): the use case over a fake
/// repository that records its calls: the arguments are passed on, the repository's answer comes back, its errors
/// are thrown, and the updates are the repository's.
enum DomainTestTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Tests/DomainTests/\(spec.name)/\(spec.useCase)Tests.swift", contents: useCaseTests(spec))
        ]
    }

    /// A sample value of `field`'s type, made up (not the fixture's: the use case does not read it).
    private static func sample(_ field: ResponseShape.Field, index: Int) -> String {
        switch field.type {
        case .bool: index % 2 == 0 ? "true" : "false"
        case .int: String(index + 7)
        case .double: "\(index).5"
        case .string: TemplateText.literal("sample \(field.bareName)")
        }
    }

    /// A sample value of `parameter`'s type.
    private static func sample(_ parameter: FeatureSpec.Parameter) -> (swift: String, text: String) {
        switch parameter.type {
        case "GitHubLogin": ("try GitHubLogin(\"octocat\")", "octocat")
        case "Int": ("42", "42")
        default: ("\"sample-\(parameter.name)\"", "sample-\(parameter.name)")
        }
    }

    static func useCaseTests(_ spec: FeatureSpec) -> String {
        let method = DomainTemplates.methodName(spec)
        let isList = spec.kind == .list
        let value = isList ? spec.page : spec.entity
        let arguments = TemplateText.parameterArguments(spec)
        let cursorArgument = isList ? "cursor: Int?, " : ""
        let recorded =
            spec.parameters.map { DataTemplateText.valueText(of: $0) }
            + (isList ? ["cursor.map(String.init) ?? \"nil\""] : [])
        let samples = spec.parameters.map { sample($0) }
        let passing =
            zip(spec.parameters, samples).map { "\($0.name): \($1.swift), " }.joined() + (isList ? "cursor: 3, " : "")
        let expectedCall =
            "[" + (samples.map { TemplateText.literal($0.text) } + (isList ? ["\"3\""] : [])).joined(separator: ", ")
            + "]"
        let entity =
            "\(spec.entity)("
            + spec.shape.fields.enumerated().map { index, field in
                "\(field.bareName): \(field.isOptional && index % 2 == 0 ? "nil" : sample(field, index: index))"
            }.joined(separator: ", ") + ")"
        let answer = isList ? "\(spec.page)(items: [\(entity)], next: 4)" : entity
        return """
            import Domain
            import Foundation
            import Testing

            @Suite("\(spec.useCase)")
            struct \(spec.useCase)Tests {
                /// A repository that answers `answer` and records the arguments of every call, as text.
                private actor Recording\(spec.repositoryProtocol): \(spec.repositoryProtocol) {
                    let answer: Result<Fetched<\(value)>, DomainError>
                    private(set) var calls: [[String]] = []

                    init(answer: Result<Fetched<\(value)>, DomainError>) {
                        self.answer = answer
                    }

                    func \(method)(\(arguments)\(cursorArgument)context: LoadContext) async throws(DomainError) -> Fetched<\(value)> {
                        calls.append([\(recorded.joined(separator: ", "))])
                        return try answer.get()
                    }
                }

                private static func answer() -> Fetched<\(value)> {
                    Fetched(value: \(answer), freshness: .stale(age: 720), fetchedAt: Date(timeIntervalSince1970: 9))
                }

                @Test("\(spec.name): the arguments reach the repository and its answer comes back")
                func passesArgumentsAndAnswers() async throws {
                    let expected = Self.answer()
                    let repository = Recording\(spec.repositoryProtocol)(answer: .success(expected))

                    let answer = try await \(spec.useCase)(repository: repository)(\(passing)context: .automatic)

                    #expect(answer == expected)
                    #expect(await repository.calls == [\(expectedCall)])
                }

                @Test("\(spec.name): a failure of the repository is thrown as it is")
                func forwardsErrors() async throws {
                    let repository = Recording\(spec.repositoryProtocol)(answer: .failure(.notCached))

                    await #expect(throws: DomainError.notCached) {
                        _ = try await \(spec.useCase)(repository: repository)(\(passing)context: .automatic)
                    }
                    #expect(await repository.calls == [\(expectedCall)])
                }

                @Test("\(spec.name): the updates are the repository's answers")
                func updates() async throws {
                    let expected = Self.answer()
                    let repository = Recording\(spec.repositoryProtocol)(answer: .success(expected))
                    var answers: [Fetched<\(value)>] = []

                    for try await answer in \(spec.useCase)(repository: repository).updates(\(passing)context: .automatic) {
                        answers.append(answer)
                    }

                    #expect(answers == [expected])
                    #expect(await repository.calls == [\(expectedCall)])
                }
            }

            """
    }
}
