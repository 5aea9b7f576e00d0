/// The services the features registered for one run, found by the type they were registered as.
///
/// Features register their repository protocols (`registry.register(repository as any PostsRepository)`), and
/// the commands and screens that need one resolve it by that protocol. A value registered twice as the same type
/// replaces the first.
struct ServiceRegistry: Sendable {
    private var services: [ObjectIdentifier: any Sendable] = [:]

    /// An empty registry.
    init() {}

    /// Registers `service` under `type`, its own static type unless given.
    mutating func register<Service: Sendable>(_ service: Service, as type: Service.Type = Service.self) {
        services[ObjectIdentifier(type)] = service
    }

    /// The service registered under `type`, or nil when no feature registered one.
    func resolve<Service>(_ type: Service.Type = Service.self) -> Service? {
        services[ObjectIdentifier(type)] as? Service
    }
}
