extension CommandRunner {
    /// Opens `url` in the browser (``GlobalOptions/browser``), saying so on a terminal, or prints the address when
    /// there is no browser; the commands' `--web` pages come here. When the browser fails, the address is printed
    /// all the same, so that it can be opened by hand, and the failure is thrown.
    func browse(_ url: String) async throws {
        if options.browser.command == nil {
            console.write(url + "\n")
            return
        }
        if console.isTerminal { console.writeError("Opening \(url) in your browser.\n") }
        do {
            _ = try options.browser.openAndWait(url)
        } catch {
            console.write(url + "\n")
            throw error
        }
    }
}
