import Data
import Networking

/// One page of a list that the demo pages by number, as GitHub pages most of its lists: `per_page` of them
/// (default 30, at most 100; an unreadable or non-positive value means 30), page `page` (default 1), and the `Link`
/// header naming the next page (left out on the last) and the last one.
struct DemoPageNumbers<Item> {
    /// The page's items, in the list's order; empty past the end.
    let items: [Item]
    /// The `Link` header's value.
    let link: String

    /// The page of `list` that `request` asks for; `query` is written before `page=` in the links (`q=x&`, for a
    /// search), empty by default.
    init(of list: [Item], for request: DemoRequest, query: String = "") {
        let asked = request.query["per_page"].flatMap { Int($0) } ?? 30
        let perPage = asked < 1 ? 30 : Swift.min(asked, 100)
        let path = request.baseText + "/" + request.path.map(GitHub.pathSegment).joined(separator: "/")
        let page = Swift.max(request.query["page"].flatMap { Int($0) } ?? 1, 1)
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
        let start = overflow ? list.count : Swift.min(offset, list.count)
        let end = start + Swift.min(perPage, list.count - start)
        let lastPage = Swift.max((list.count + perPage - 1) / perPage, 1)
        var links: [String] = []
        if end < list.count {
            links.append("<\(path)?\(query)page=\(page + 1)&per_page=\(perPage)>; rel=\"next\"")
        }
        links.append("<\(path)?\(query)page=\(lastPage)&per_page=\(perPage)>; rel=\"last\"")
        items = Array(list[start..<end])
        link = links.joined(separator: ", ")
    }
}
