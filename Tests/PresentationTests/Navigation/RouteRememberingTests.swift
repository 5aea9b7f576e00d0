import Presentation
import Testing

@Suite struct RouteRememberingTests {
    @Test(arguments: [
        Route.home, .users(since: nil), .users(since: 46), .user(login: "octocat"), .posts, .post(id: 3),
    ])
    func aRouteComesBackFromItsText(route: Route) {
        #expect(Route(rememberedText: route.rememberedText, routes: AppBuilderFixture.routeTypes) == route)
    }

    @Test func theTextIsStable() {
        #expect(Route.user(login: "octocat").rememberedText == #"{"user":{"login":"octocat"}}"#)
    }

    @Test(arguments: ["", "home", #"{"settings":{}}"#, #"{"post":{"id":"x"}}"#])
    func unreadableTextIsNoRoute(text: String) {
        #expect(Route(rememberedText: text, routes: AppBuilderFixture.routeTypes) == nil)
    }
}
