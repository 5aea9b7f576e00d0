extension CommandRunner {
    /// Opens `url` in the browser (``GlobalOptions/browser``), saying so on a terminal, or prints the address when
    /// there is no browser; the commands' `--web` pages come here.
    func browse(_ url: String) async throws {
        if options.browser.command == nil {
            console.write(url + "\n")
            return
        }
        if console.isTerminal { console.writeError("Opening \(url) in your browser.\n") }
        _ = try options.browser.openAndWait(url)
    }
}
