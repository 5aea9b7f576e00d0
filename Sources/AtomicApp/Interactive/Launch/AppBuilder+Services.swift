import AtomicCore
import Domain
import Presentation

extension AppBuilder {
    /// The builder of every screen's view model over the services a run of `atomic` built: each feature's
    /// screens, in ``FeatureList`` order, and home.
    ///
    /// The home screen's status lines come from the services' cache status (cached or not, how old) and
    /// GitHub's rate-limit budget as the last response reported it; with the demo data, that they are demo data.
    static func interactive(services: AppServices, clock: any AppClock = SystemClock()) -> AppBuilder {
        let status = services.status
        let context = ScreenContext(status: status, clock: clock)
        return AppBuilder(
            features: FeatureList.screens(services: services, context: context), status: status, clock: clock)
    }
}
