// Placeholder so the target compiles while it is being filled; removed when the first real file lands.
enum TerminalUIPlaceholder {}
