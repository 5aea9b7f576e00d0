enum TerminalUITestsPlaceholder {}
