/// The command's end-to-end test (`Tests/AtomicAppTests/NAME/`): the built `atomic` against a loopback server that
/// answers the recorded response, and on the demo data.
enum AppTestTemplates {
    static func files(_ spec: FeatureSpec) -> [FeaturePlan.NewFile] {
        [
            FeaturePlan.NewFile(
                path: "Tests/AtomicAppTests/\(spec.name)/\(spec.command)Tests.swift", contents: commandTests(spec))
        ]
    }

    /// The identities of the fixture's resources, as the command prints them.
    static func identities(_ spec: FeatureSpec) -> [String] {
        spec.fixture.compactMap { resource in
            switch resource[spec.shape.identity.jsonKey] {
            case .string(let text)?: text
            case .int(let number)?: String(number)
            default: nil
            }
        }
    }

    /// A text field other than the identity that a hostile answer can fill with an escape sequence, if any.
    static func textField(_ spec: FeatureSpec) -> ResponseShape.Field? {
        // A field the table prints, so that an escape the output let through would be seen; an address is checked
        // and left out before it is printed, so it could never show one.
        AppTemplates.tableFields(spec).first { $0.type == .string && !$0.isWebAddress }
    }

    static func commandTests(_ spec: FeatureSpec) -> String {
        let arguments = spec.commandPath + spec.parameters.map { AppTemplates.sampleValue($0, spec) }
        let argumentList = arguments.map { TemplateText.literal($0) }.joined(separator: ", ")
        // The demo has pages for its own users only: a list under a profile asks for the demo's first user.
        let login = spec.parameters.first(where: \.isLogin).map { AppTemplates.sampleValue($0, spec) }
        let isUnderProfile = ScreenText.userParameter(spec) != nil
        let demoArguments = arguments.map { isUnderProfile && $0 == login ? "demoLogin" : TemplateText.literal($0) }
            .joined(separator: ", ")
        let demoLogin =
            isUnderProfile
            ? "\n        let demoLogin = try #require(DemoDataset.standard.gitHubUsers.first?.user.login)" : ""
        let path = AppTemplates.samplePath(spec)
        let identityKey = AppTemplates.jsonKey(spec.shape.identity)
        let firstIdentity = identities(spec).first ?? ""
        let key = spec.parameters.map { AppTemplates.sampleValue($0, spec) }.joined(separator: "/")
        let notFoundKey = spec.parameters.isEmpty ? spec.name.kebabCaseName : key
        let notFoundMessage =
            spec.parameters.count == 1 && spec.parameters[0].isLogin
            ? "error: no GitHub user named \"\(key)\"\n" : "error: no \(spec.resourceNoun) for \"\(notFoundKey)\"\n"
        let identityExpression =
            spec.shape.identity.type == .int
            ? "(first[\"\(identityKey)\"] as? Int).map(String.init)" : "first[\"\(identityKey)\"] as? String"
        // In a pipe a list's table is tab-separated, the identity first; a detail is a line per field.
        let plainLine =
            spec.kind == .list
            ? firstIdentity + "\t" : AppTemplates.label(spec.shape.identity) + ": " + firstIdentity
        let plainCheck = """
            let rows = plain.output.split(separator: "\\n")
                    #expect(rows.contains { $0.hasPrefix(\(TemplateText.literal(plainLine))) }, "\\(plain.output)")
            """
        let jsonCheck: String
        switch spec.kind {
        case .list:
            jsonCheck = """
                let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
                #expect(items.count == \(min(spec.fixture.count, 30)))
                let first = try #require(items.first)
                """
        case .detail:
            jsonCheck = """
                let first = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
                """
        }
        let hostile: String
        if let field = textField(spec) {
            let body: String
            var wrapping = ""
            switch spec.kind {
            case .list where spec.itemsMember != nil:
                body = "body"
                wrapping = """

                            var answer = try #require(
                                try JSONSerialization.jsonObject(with: Data(Self.recorded.utf8)) as? [String: Any])
                            answer[\(TemplateText.literal(spec.itemsMember ?? ""))] = [resource]
                            let body = String(decoding: try JSONSerialization.data(withJSONObject: answer), as: UTF8.self)
                    """
            case .list: body = "\"[\" + hostile + \"]\""
            case .detail: body = "hostile"
            }
            hostile = """


                    @Test func \(spec.propertyName)NeverPrintsTheServersEscapes() async throws {
                        let server = try TestHTTPServer()
                        defer { server.stop() }
                        var resource = try #require(
                            try JSONSerialization.jsonObject(with: Data(Self.recordedResource.utf8)) as? [String: Any])
                        resource[\(TemplateText.literal(field.jsonKey))] = "evil\\u{1B}]8;;http://127.0.0.1/\\u{7}link\\u{1B}[2J"
                        \(wrapping.isEmpty ? "let hostile = String(decoding: try JSONSerialization.data(withJSONObject: resource), as: UTF8.self)" : wrapping.trimmingCharacters(in: .whitespacesAndNewlines))
                        server.route(\(TemplateText.literal(path)), .json(\(body)))
                        let sandbox = try EndToEndSandbox()
                        let run = try await sandbox.atomic([\(argumentList)], gitHub: server)
                        #expect(run.status == 0, "stderr: \\(run.errorOutput)")
                        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
                    }
                """
        } else {
            hostile = ""
        }
        let recordedResource: String
        switch spec.kind {
        case .list:
            recordedResource = """
                /// The first resource of the recorded response, as JSON text.
                    static var recordedResource: String {
                        let all = \(spec.itemsMember.map { "((try? JSONSerialization.jsonObject(with: Data(recorded.utf8))) as? [String: Any])?[\(TemplateText.literal($0))] as? [Any] ?? []" } ?? "(try? JSONSerialization.jsonObject(with: Data(recorded.utf8))) as? [Any] ?? []")
                        let data = all.first.flatMap { try? JSONSerialization.data(withJSONObject: $0) } ?? Data("{}".utf8)
                        return String(decoding: data, as: UTF8.self)
                    }
                """
        case .detail:
            recordedResource = """
                /// The recorded resource, as JSON text.
                    static var recordedResource: String { recorded }
                """
        }
        return """
            import AtomicTestSupport
            import DemoServer
            import Foundation
            import Testing

            /// `\(spec.commandLine)` end to end: the built binary against a loopback server answering the recorded
            /// response (`\(spec.demoRoutes).recordedResponse`), then on the demo data.
            @Suite struct \(spec.command)Tests {
                /// The recorded response the demo serves and this test's server answers.
                static let recorded = \(spec.demoRoutes).recordedResponse

                \(recordedResource)

                /// A loopback server answering `GET \(path)` with the recorded response.
                private func server() throws -> TestHTTPServer {
                    let server = try TestHTTPServer()
                    server.route(\(TemplateText.literal(path)), .json(Self.recorded))
                    return server
                }

                @Test func \(spec.propertyName)PrintsTheResourcesAsTextAndJSON() async throws {
                    let server = try server()
                    defer { server.stop() }
                    let sandbox = try EndToEndSandbox()
                    let plain = try await sandbox.atomic([\(argumentList)], gitHub: server)
                    #expect(plain.status == 0, "stderr: \\(plain.errorOutput)")
                    \(plainCheck)
                    let run = try await sandbox.atomic([\(argumentList), "--json"], gitHub: server)
                    #expect(run.status == 0, "stderr: \\(run.errorOutput)")
                    \(jsonCheck.split(separator: "\n").joined(separator: "\n        "))
                    #expect(\(identityExpression) == \(TemplateText.literal(firstIdentity)))
                    let chosen = try await sandbox.atomic([\(argumentList), "--json=\(identityKey)"], gitHub: server)
                    #expect(chosen.status == 0)
                    let chosenObjects = try JSONSerialization.jsonObject(with: Data(chosen.output.utf8))
                    let objects = try #require((chosenObjects as? [[String: Any]]) ?? (chosenObjects as? [String: Any]).map { [$0] })
                    try #require(!objects.isEmpty)
                    for object in objects {
                        #expect(Array(object.keys) == [\(TemplateText.literal(identityKey))])
                    }
                }

                @Test func \(spec.propertyName)SaysWhatWasNotFound() async throws {
                    let server = try TestHTTPServer()
                    defer { server.stop() }
                    server.route(\(TemplateText.literal(path)), .json(#"{"message":"Not Found"}"#, status: 404))
                    let sandbox = try EndToEndSandbox()
                    let run = try await sandbox.atomic([\(argumentList)], gitHub: server)
                    #expect(run.status == 1)
                    #expect(run.output == "")
                    #expect(run.errorOutput == \(TemplateText.literal(notFoundMessage)))
                }

                @Test func \(spec.propertyName)AnswersFromTheDemoData() async throws {
                    let sandbox = try EndToEndSandbox()\(demoLogin)
                    let run = try await sandbox.atomic(["--demo", \(demoArguments), "--json"])
                    #expect(run.status == 0, "stderr: \\(run.errorOutput)")
                    let demo = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
                    let first = try #require((demo as? [[String: Any]])?.first ?? (demo as? [String: Any]))
                    #expect(\(identityExpression) == \(TemplateText.literal(firstIdentity)))
                }\(hostile)
            }

            """
    }
}
