import TerminalUI
import Testing

@Suite struct WidgetStateTests {
    @Test func listSelectionMovesWithinTheItems() {
        var state = ListSelection()
        state.moveSelection(by: -1, itemCount: 10)
        #expect(state.selected == 0)
        state.moveSelection(by: 25, itemCount: 10)
        #expect(state.selected == 9)
        state.moveSelection(by: Int.min, itemCount: 10)
        #expect(state.selected == 0)
        state.moveSelection(by: 1, itemCount: 0)
        #expect(state.selected == nil)
        state.moveSelection(by: 3, itemCount: 5)
        #expect(state.selected == 0)
        state.selectLast(itemCount: 5)
        #expect(state.selected == 4)
        state.selectFirst(itemCount: 5)
        #expect(state.selected == 0)
    }

    @Test func theListScrollsJustEnoughToKeepTheSelectionVisible() {
        var buffer = CellBuffer(width: 20, height: 5)
        let view = ListView(rows: (0..<50).map { ListRow("row \($0)") })
        var state = ListSelection(selected: 0)
        for expected in [(4, 0), (5, 1), (12, 8)] {
            state.selected = expected.0
            view.render(into: &buffer, area: buffer.area, state: &state)
            #expect(state.offset == expected.1)
            #expect(buffer.plainText.split(separator: "\n").contains(" row \(expected.0)"))
            #expect(buffer[1, state.selected! - state.offset].style == Theme.standard.selection)
        }
        state.selected = 2
        view.render(into: &buffer, area: buffer.area, state: &state)
        #expect(state.offset == 2)
        #expect(state.isNearEnd(itemCount: 50, distance: 5) == false)
        state.selected = 44
        #expect(state.isNearEnd(itemCount: 50, distance: 5))
    }

    @Test func aSelectionPastTheItemsMovesToTheLastOne() {
        var buffer = CellBuffer(width: 20, height: 5)
        var state = ListSelection(selected: 40)
        ListView(rows: [ListRow("a"), ListRow("b")]).render(into: &buffer, area: buffer.area, state: &state)
        #expect(state.selected == 1)
        #expect(state.offset == 0)
    }

    @Test func rowsMadeOnDemandAreOnlyTheShownOnesAndDrawWhatTheWholeListDraws() {
        let rows = (0..<1_000).map { ListRow("row \($0)", detail: "#\($0)") }
        let footer = ListRow("loading more…")
        for selected in [0, 3, 500, 999, 2_000] {
            var expected = CellBuffer(width: 30, height: 6)
            var expectedState = ListSelection(selected: selected, offset: 2)
            ListView(rows: rows, footer: footer).render(into: &expected, area: expected.area, state: &expectedState)
            var buffer = CellBuffer(width: 30, height: 6)
            var state = ListSelection(selected: selected, offset: 2)
            var asked: [Int] = []
            ListView.render(rowCount: rows.count, footer: footer, into: &buffer, area: buffer.area, state: &state) {
                asked.append($0)
                return rows[$0]
            }
            #expect(buffer == expected)
            #expect(state == expectedState)
            #expect(asked == Array(state.offset..<min(rows.count, state.offset + 6)))
        }
    }

    @Test func aListOfNoRowsMadeOnDemandAsksForNone() {
        var buffer = CellBuffer(width: 30, height: 4)
        var state = ListSelection(selected: 0)
        ListView.render(rowCount: 0, footer: ListRow("No users"), into: &buffer, area: buffer.area, state: &state) {
            Issue.record("row \($0) was asked for")
            return ListRow("")
        }
        #expect(buffer.plainText.contains("No users"))
    }

    @Test func lineInputEditsWithPrintableKeysAndBackspace() {
        var input = LineInput()
        #expect(input.handle(.character("a")) == .changed)
        #expect(input.handle(.character("日")) == .changed)
        #expect(input.text == "a日")
        #expect(input.handle(.backspace) == .changed)
        #expect(input.text == "a")
        #expect(input.handle(.up) == .ignored)
        #expect(input.handle(.enter) == .submitted)
        #expect(input.handle(.escape) == .cancelled)
        #expect(input.handle(.backspace) == .changed)
        #expect(input.handle(.backspace) == .ignored)
    }

    @Test func lineInputKeepsNoControlsAndAtMostTheMaximumLength() {
        var input = LineInput(text: "x\u{1B}[2Jy")
        #expect(input.text == "xy")
        #expect(input.handle(.character("\u{7}")) == .ignored)
        for _ in 0..<300 { _ = input.handle(.character("z")) }
        #expect(input.text.count == LineInput.maximumLength)
    }

    @Test func theInputViewKeepsTheEndOfLongTextVisible() {
        var buffer = CellBuffer(width: 10, height: 1)
        var input = LineInput()
        for character in "abcdefghijklmnop" { _ = input.handle(.character(character)) }
        LineInputView(input: input).render(into: &buffer, area: buffer.area)
        #expect(buffer.plainText == "/ijklmnop")
        #expect(buffer[9, 0].style == Theme.standard.selection)
    }

    @Test func theTextViewClampsItsOffsetToTheText() {
        var buffer = CellBuffer(width: 12, height: 3)
        let view = TextView("one two three four five six seven eight nine ten")
        var state = TextScrollState(offset: 100)
        view.render(into: &buffer, area: buffer.area, state: &state)
        #expect(state.lineCount == 5)
        #expect(state.offset == 2)
        #expect(buffer.plainText == "five six   ▲\nseven eight\nnine ten")
        state.scroll(by: Int.min)
        #expect(state.offset == 0)
    }

    @Test func theHighlightedParagraphIsReversedAndScrolledIntoViewOnce() {
        var buffer = CellBuffer(width: 12, height: 5)
        let view = TextView(paragraphs: (1...12).map { StyledText("line \($0)") })
        var state = TextScrollState()
        state.highlight(8)
        view.render(into: &buffer, area: buffer.area, state: &state)
        // Out of view: it comes second from the top, below one line of what precedes it.
        #expect(state.offset == 7 && !state.revealsHighlight)
        let rows = buffer.plainText.split(separator: "\n").map(String.init)
        #expect(rows.count == 5 && rows[0].hasPrefix("line 8") && rows[1] == "line 9")
        #expect(buffer[0, 1].style.attributes.contains(.reverse) && !buffer[0, 0].style.attributes.contains(.reverse))
        state.scroll(by: -5)
        view.render(into: &buffer, area: buffer.area, state: &state)
        #expect(state.offset == 2, "scrolling by hand afterwards is kept")
        state.highlight(3)
        view.render(into: &buffer, area: buffer.area, state: &state)
        #expect(state.offset == 2, "a paragraph in view with room below it does not move the text")
        state.highlight(nil)
        view.render(into: &buffer, area: buffer.area, state: &state)
        #expect((0..<5).allSatisfy { !buffer[0, $0].style.attributes.contains(.reverse) })
    }

    /// The bottom is where the last line sits on the view's own last row, whatever the screen around it.
    @Test(arguments: [(12, 3), (12, 1), (40, 3), (6, 13)])
    func scrollingToTheBottomShowsTheLastLineAndStaysThere(width: Int, height: Int) {
        var buffer = CellBuffer(width: width, height: height + 2)
        let view = TextView(paragraphs: (1...12).map { StyledText("line \($0)") } + [StyledText("Joined: 2011-01-25")])
        let area = Rect(x: 0, y: 1, width: width, height: height)
        var state = TextScrollState()
        view.render(into: &buffer, area: area, state: &state)
        #expect(state.visibleLineCount == height)
        state.scrollToBottom()
        #expect(state.offset == state.lineCount - height)
        view.render(into: &buffer, area: area, state: &state)
        let rows = buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[height].hasPrefix(view.lines(width: width - 1).last?.text ?? "?"), "\(buffer.plainText)")
        let bottom = state.offset
        state.scrollToBottom()
        view.render(into: &buffer, area: area, state: &state)
        #expect(state.offset == bottom, "End again stays at the bottom")
        state.scroll(by: 1)
        view.render(into: &buffer, area: area, state: &state)
        #expect(state.offset == bottom, "nothing below the bottom")
    }

    @Test func spinnerFramesCycle() {
        #expect(Spinner.frame(at: 0) == Spinner.frame(at: Spinner.frames.count))
        #expect(Spinner.frame(at: -1) == Spinner.frames.last)
    }
}

@Suite struct TooSmallPanelTests {
    @Test func aTerminalBelowFortyByTwelveIsTooSmall() {
        let panel = TooSmallPanel()
        #expect(panel.isTooSmall(TerminalSize(columns: 39, rows: 24)))
        #expect(panel.isTooSmall(TerminalSize(columns: 80, rows: 11)))
        #expect(!panel.isTooSmall(TerminalSize(columns: 40, rows: 12)))
    }

    @Test func theMessageIsCentredAndCutToTheWidth() {
        var buffer = CellBuffer(width: 24, height: 5)
        TooSmallPanel().render(into: &buffer, area: buffer.area)
        #expect(buffer.plainText == "\n   Terminal too small\n   24×5, needs 40×12\n\n")
        var tiny = CellBuffer(width: 10, height: 1)
        TooSmallPanel().render(into: &tiny, area: tiny.area)
        #expect(tiny.plainText == "Terminal …")
    }
}
