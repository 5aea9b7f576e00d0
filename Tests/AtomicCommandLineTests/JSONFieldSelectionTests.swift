import AtomicCommandLine
import Testing

@Suite struct JSONFieldSelectionTests {
    @Test func fieldsComeInTheOrderAskedWithoutRepeats() throws {
        #expect(try JSONFieldSelection.fields(in: "id,login,id") == ["id", "login"])
        #expect(try JSONFieldSelection.fields(in: "login") == ["login"])
    }

    @Test(arguments: ["", "id,,login", ",id", "id,"])
    func anEmptyNameIsAUsageErrorThatQuotesTheText(text: String) {
        let error = UsageError(
            "--json=FIELDS needs field names separated by commas, got \"\(text)\"",
            hint: "e.g. --json=id,login; see the command's help for its JSON FIELDS")
        #expect(throws: error) { try JSONFieldSelection.fields(in: text) }
    }

    @Test func theTextOfAnErrorIsSanitised() {
        let error = #expect(throws: UsageError.self) { try JSONFieldSelection.fields(in: "id,\u{1B}[2J,") }
        #expect(error?.message.contains("\u{1B}") == false)
    }

    @Test func validFieldsPass() throws {
        try JSONFieldSelection.check(["id", "login"], valid: ["login", "id", "htmlUrl"], commandName: "atomic users")
    }

    @Test func anUnknownFieldSuggestsTheClosestAndListsTheValidOnes() {
        #expect(
            throws: UsageError(
                "unknown JSON field \"logn\" for 'atomic users'", hint: "did you mean login? valid fields: login, id")
        ) {
            try JSONFieldSelection.check(["id", "logn"], valid: ["login", "id"], commandName: "atomic users")
        }
    }

    @Test func aCommandWithoutJSONFieldsRefusesASelection() {
        #expect(
            throws: UsageError(
                "'atomic help' prints no JSON fields to choose from", hint: "use --json without =FIELDS")
        ) {
            try JSONFieldSelection.check(["id"], valid: [], commandName: "atomic help")
        }
    }
}
