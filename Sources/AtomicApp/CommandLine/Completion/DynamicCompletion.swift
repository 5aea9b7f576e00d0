import AtomicCommandLine

/// `atomic __complete WORDS…`, which the completion scripts run (cobra's convention, as gh's scripts do): the
/// candidates for the last word, from the declarations and the cache only, printed as ``CompletionReply/text``.
///
/// It answers `--json=` with the command's JSON fields (after those typed), the argument of a
/// ``CompletingCommand`` with what the cache holds (``CompletionCache``), and an argument with declared values
/// (`config get KEY`) with those that begin as the word does; anything else gets no candidate, the scripts
/// completing it from the declarations. It never writes a file, never uses the network and never fails:
/// what cannot be read offers nothing.
enum DynamicCompletion {
    /// The hidden command's name.
    static let commandName = "__complete"
    /// The most candidates offered for one word.
    static let limit = 200

    /// The reply to the words typed after `atomic` (the last one under the cursor), in `environment`.
    static func reply(words: [String], environment: [String: String]) async -> CompletionReply {
        let request = CompletionRequest(words: words, program: CommandList.program)
        switch request.target {
        case .jsonFields(let typed, let prefix):
            let chosen = Set(typed)
            let head = "--json=" + typed.map { "\($0)," }.joined()
            let fields = request.command.configuration.jsonFields.filter {
                !chosen.contains($0) && $0.hasPrefix(prefix)
            }
            return CompletionReply(
                fields.map { CompletionReply.Candidate(head + $0) }, directive: [.noFileCompletion, .noSpace])
        case .argument(let argument, let index) where index == 0 && argument.completion == .dynamic:
            guard let completing = request.command.type as? any CompletingCommand.Type else {
                return CompletionReply([])
            }
            let cache = await CompletionCache.open(
                optionValues: request.optionValues, flags: request.flags, environment: environment)
            let candidates = await completing.candidates(beginningWith: request.word, in: cache)
            await cache.store?.close()
            return CompletionReply(Array(candidates.prefix(limit)))
        case .argument(let argument, _):
            // A subcommand's argument with its values declared (`config get KEY`): the scripts cannot list
            // those of every depth, so the program does.
            guard case .values(let values) = argument.completion else { return CompletionReply([]) }
            return CompletionReply(
                values.filter { $0.hasPrefix(request.word) }.prefix(limit).map {
                    CompletionReply.Candidate($0, description: argument.valueHelp[$0] ?? "")
                })
        case .optionValue, .declared:
            return CompletionReply([])
        }
    }
}
