import Foundation
import Presentation

/// The home screen as lines: one numbered line per feature with its status line; a number opens that feature.
final class HomeLineScreen: LineScreen {
    /// The home screen's view model.
    let model: HomeViewModel

    init(model: HomeViewModel) {
        self.model = model
    }

    var viewModel: any ScreenModel { model }
    var isList: Bool { false }
    var status: String { "home" }
    var commands: [String] { model.state.features.isEmpty ? [] : ["number to open"] }

    func prepare() async { await model.appear()?.value }
    func refresh() async { await model.refresh()?.value }

    func lines(now: Date) -> [String] {
        let features = model.state.features
        guard model.state.phase.hasLoaded else { return ["Loading…"] }
        return features.indices.map { index in
            LineText.line("\(index + 1). \(features[index].title) — \(features[index].statusLine)")
        }
    }

    func handle(_ command: LineCommand) async -> LineReply {
        let features = model.state.features
        switch command {
        case .open(let number) where features.indices.contains(number - 1):
            model.select(features[number - 1].feature)
            return .reprint
        case .open(let number):
            return .say(["no row \(number) here; rows 1–\(features.count) are shown"])
        case .nextPage, .previousPage, .filter: return .say(["home has no pages or filter"])
        default: return .say(["? lists the commands"])
        }
    }
}
