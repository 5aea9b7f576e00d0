import AtomicTestSupport
import Testing

@testable import Presentation

/// The window's rows, kept as pages come, are the rows its pages hold, each id once where it came first, in list
/// order: after every step of random sequences of pages put after and before, replaced in place and refreshed,
/// with and without a bound on the pages held, they equal the rows derived from the pages again.
@Suite struct PageWindowTests {
    private typealias Window = PageWindow<NumberedRow, Int>

    /// The rows derived from the pages alone: each page's rows in order, a row whose id came before left out.
    private func derived(_ window: Window) -> [NumberedRow] {
        var seen = Set<Int>()
        var rows: [NumberedRow] = []
        for entry in window.entries {
            for row in entry.page.items where seen.insert(row.id).inserted { rows.append(row) }
        }
        return rows
    }

    /// A page of up to 6 rows with ids from 1 to 40, so that pages often share rows; each row's title names the
    /// step that made it, so that the row kept for an id can be told from another with the same id.
    private func page(_ random: inout SeededGenerator, step: Int) -> ListPage<NumberedRow, Int> {
        let ids = (0..<random.next(7)).map { _ in 1 + random.next(40) }
        return ListPage(
            items: ids.map { NumberedRow($0, title: "step \(step)") }, next: ids.last,
            previous: random.next(2) == 0 ? nil : .after(random.next(40)))
    }

    @Test(arguments: [nil, 2, 3, 5] as [Int?])
    func theRowsKeptAreTheRowsThePagesHold(maximumPages: Int?) {
        var random = SeededGenerator(seed: 21 + UInt64(maximumPages ?? 0))
        for _ in 0..<50 {
            var window = Window(maximumPages: maximumPages)
            for step in 0..<40 {
                // A request of one of a few cursors, so that pages are often put again for a request held.
                let request: PageRequest<Int> = random.next(4) == 0 ? .start : .after(random.next(12))
                switch random.next(5) {
                case 0, 1, 2:
                    window.put(page(&random, step: step), for: request, toward: .after)
                case 3:
                    window.put(page(&random, step: step), for: request, toward: .before)
                default:
                    guard !window.isEmpty else { continue }
                    window.replace(
                        at: random.next(window.count), with: page(&random, step: step), for: request,
                        droppingLater: random.next(3) == 0)
                }
                #expect(window.items == derived(window), "step \(step)")
                if let maximumPages { #expect(window.count <= maximumPages) }
            }
        }
    }
}
