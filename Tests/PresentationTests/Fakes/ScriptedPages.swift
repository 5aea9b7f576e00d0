import AtomicCore
import Domain
import Presentation

/// A row of a numbered list: its id is its place in the list, from 1.
struct NumberedRow: Sendable, Equatable, Identifiable {
    let id: Int
    var title: String

    init(_ id: Int, title: String? = nil) {
        self.id = id
        self.title = title ?? "row \(id)"
    }
}

/// A paged-list source whose every request waits for the test's answers, recorded in order; pages of the list
/// of rows 1…`count` come from ``page(after:)``. The cursor is the id of the last row of the page before.
final class ScriptedPages: PagedListSource {
    /// Requests, in the order made.
    let requests = Mailbox<PendingRequest<ListPage<NumberedRow, Int>>>()
    /// How many rows the list has.
    let count: Int
    /// Rows per page.
    let pageSize: Int
    /// Whether a page names the page before it (a source that can go back, as a store can).
    let namesPrevious: Bool
    private let recorded = Locked<[String]>([])

    init(count: Int = 100, pageSize: Int = 10, namesPrevious: Bool = false) {
        self.count = count
        self.pageSize = pageSize
        self.namesPrevious = namesPrevious
    }

    /// Every request so far, as text.
    var calls: [String] { recorded.withLock { $0 } }

    /// The usual page after `cursor` (the first page for `nil`): the next cursor is its last id, none at the end;
    /// with ``namesPrevious`` it names the request of the page before.
    func page(after cursor: Int?) -> ListPage<NumberedRow, Int> {
        let since = cursor ?? 0
        let ids = since < count ? Array(((since + 1)...count).prefix(pageSize)) : []
        let previous: PageRequest<Int>? =
            namesPrevious && since > 0 ? (since <= pageSize ? .start : .after(since - pageSize)) : nil
        return ListPage(
            items: ids.map { NumberedRow($0) }, next: ids.last == count ? nil : ids.last, previous: previous)
    }

    func updates(_ request: PageRequest<Int>, context: LoadContext) -> Updates<ListPage<NumberedRow, Int>> {
        let box = Locked<PendingRequest<ListPage<NumberedRow, Int>>?>(nil)
        return Updates { [self] _ throws(DomainError) in
            let pending = box.withLock { stored in
                if let stored { return stored }
                let made = made("updates", request, context)
                stored = made
                return made
            }
            return try await pending.nextElement()
        }
    }

    func load(_ request: PageRequest<Int>, context: LoadContext) async throws(DomainError) -> Fetched<
        ListPage<NumberedRow, Int>
    > {
        try await made("load", request, context).single()
    }

    func page(of answer: ListPage<NumberedRow, Int>) -> ListPage<NumberedRow, Int> { answer }

    func matches(_ row: NumberedRow, filter text: String) -> Bool {
        row.title.localizedCaseInsensitiveContains(text)
    }

    private func made(
        _ name: String, _ request: PageRequest<Int>, _ context: LoadContext
    ) -> PendingRequest<ListPage<NumberedRow, Int>> {
        let call = "\(name)(\(request.cursor.map { "after: \($0)" } ?? "start"))"
        recorded.withLock { $0.append(call) }
        let pending = PendingRequest<ListPage<NumberedRow, Int>>(call: call, trigger: context.trigger)
        requests.send(pending)
        return pending
    }
}
