import AtomicCommandLine
import Testing

/// Commands nest: a command's subcommands are selected by the next word, at any depth, and usage errors, help,
/// the man page, the command table and completions know the tree.
@Suite struct NestingTests {
    @Test func aSubcommandIsSelectedByTheNextWord() throws {
        let info = try Tool.parse(["store", "info"]).parsed
        #expect(info.description.path == ["tool", "store", "info"])
        #expect(info.command is Tool.StoreInfo)
        let clear = try #require(
            try Tool.parse(["--verbose", "store", "clear", "--force"]).parsed.command as? Tool.StoreClear)
        #expect(clear.force)
    }

    @Test func subcommandsNestAtAnyDepthWithTheirOwnArguments() throws {
        let add = try #require(
            try Tool.parse(["remote", "add", "origin", "http://127.0.0.1/x"]).parsed.command as? Tool.RemoteAdd)
        #expect(add.name == "origin" && add.url == "http://127.0.0.1/x" && !add.fetch)
        let delete = try Tool.parse(["remote", "branch", "delete", "old"]).parsed
        #expect(delete.description.path == ["tool", "remote", "branch", "delete"])
        #expect((delete.command as? Tool.BranchDelete)?.name == "old")
    }

    @Test func aCommandWithSubcommandsNeedsOne() {
        #expect(
            Tool.usageError(["store"])
                == UsageError("missing argument ACTION", hint: "usage: tool store ACTION [--force] [flags]"))
        #expect(
            Tool.usageError(["remote"])
                == UsageError("missing argument COMMAND", hint: "usage: tool remote COMMAND [flags]"))
        #expect(
            Tool.usageError(["remote", "branch"])
                == UsageError("missing argument COMMAND", hint: "usage: tool remote branch COMMAND [flags]"))
    }

    @Test func anUnknownSubcommandIsSuggestedOrListed() {
        #expect(
            Tool.usageError(["store", "inf"])
                == UsageError("unknown store command \"inf\"", hint: "did you mean 'tool store info'?"))
        #expect(
            Tool.usageError(["store", "frob"])
                == UsageError("unknown store command \"frob\"", hint: "use 'tool store info' or 'tool store clear'"))
        #expect(
            Tool.usageError(["remote", "branch", "delet", "x"])
                == UsageError(
                    "unknown remote branch command \"delet\"", hint: "did you mean 'tool remote branch delete'?"))
    }

    @Test func subcommandsDescribedInTheirParentsPageShowItsUsageInErrors() {
        // `store`'s actions have no page of their own, so errors show the usage line of store's page.
        #expect(
            Tool.usageError(["store", "info", "extra"])
                == UsageError("unexpected argument \"extra\"", hint: "usage: tool store ACTION [--force] [flags]"))
        #expect(
            Tool.usageError(["store", "frob", "extra"])
                == UsageError("unexpected argument \"extra\"", hint: "usage: tool store ACTION [--force] [flags]"))
        // `remote`'s have theirs.
        #expect(
            Tool.usageError(["remote", "add", "origin"])
                == UsageError("missing argument URL", hint: "usage: tool remote add NAME URL [--fetch] [flags]"))
    }

    @Test func aSubcommandsOptionBelongsToItAlone() {
        #expect(
            Tool.usageError(["store", "info", "--force"])
                == UsageError(
                    "option --force only applies to 'tool store clear'", hint: "see 'tool store clear --help'"))
        #expect(Tool.usageError(["--force"])?.message == "option --force only applies to 'tool store clear'")
    }

    @Test func helpPagesFollowTheSubcommandsThatHaveOne() throws {
        let parser = Tool.parser()
        #expect(try parser.helpPage(for: ["store", "info"]).path == ["tool", "store"])
        #expect(try parser.helpPage(for: ["remote", "add"]).path == ["tool", "remote", "add"])
        #expect(
            try parser.helpPage(for: ["remote", "branch", "delete", "x"]).path == [
                "tool", "remote", "branch", "delete",
            ])
        #expect(try parser.helpPage(for: ["remote", "nothing"]).path == ["tool", "remote"])
    }

    @Test func aParentsHelpListsItsSubcommandsAsTheValuesOfItsArgument() {
        let store = HelpFormatter(program: Tool.program, width: 100).text(for: "store")
        #expect(store.contains("USAGE\n  tool store ACTION [--force] [flags]\n"))
        // Its subcommands have no page, so their options are on this one.
        #expect(store.contains("FLAGS\n  --force  Do not ask\n"))
        #expect(store.contains("ARGUMENTS\n  ACTION  info or clear\n"))
        let remote = HelpFormatter(program: Tool.program, width: 100).text(for: "remote")
        #expect(remote.contains("ARGUMENTS\n  COMMAND  One of add or branch\n"))
        let add = HelpFormatter(program: Tool.program, width: 100).text(for: "remote add")
        #expect(add.hasPrefix("Add a remote store.\n\nUSAGE\n  tool remote add NAME URL [--fetch] [flags]\n"))
        #expect(add.contains("FLAGS\n  --fetch  Fetch it at once\n"))
        let delete = HelpFormatter(program: Tool.program, width: 100).text(for: "remote branch delete")
        #expect(delete.contains("USAGE\n  tool remote branch delete NAME [flags]\n"))
    }

    @Test func theManPageAndTheCommandTableHoldTheSubcommandsThatHaveAPage() {
        let page = ManPage.roff(for: Tool.program)
        #expect(page.contains(".SS remote add\n.B tool remote add NAME URL [\\-\\-fetch] [flags]\n"))
        #expect(page.contains(".SS remote branch delete\n"))
        #expect(!page.contains(".SS store info"))
        let table = CommandTable.markdown(for: Tool.program)
        #expect(table.contains("| `tool remote add NAME URL [--fetch]` | Add a remote store |\n"))
        #expect(table.contains("| `tool store ACTION [--force]` | Show the store or empty it |\n"))
        #expect(page.contains(".SS store\n.B tool store ACTION [\\-\\-force] [flags]\n"))
        #expect(!table.contains("store info"))
    }
}
