/// The services the features registered for one run, found by the type they were registered as.
///
/// Features register their repository protocols (`registry.register(repository as any PostsRepository)`), and
/// the commands and screens that need one resolve it by that protocol. A value registered twice as the same type
/// replaces the first.
///
/// Each service is kept in an `Entry` of the type it was registered as, so finding it again is a comparison of
/// types: casting the stored value to the protocol itself would make the Swift runtime search every protocol
/// conformance in the process, once per protocol, on every start.
struct ServiceRegistry: Sendable {
    /// A service and the type it was registered as.
    fileprivate struct Entry<Service> {
        let service: Service
    }

    private var services: [(type: ObjectIdentifier, entry: any Sendable)] = []

    /// An empty registry.
    init() {}

    /// Registers `service` under `type`, its own static type unless given.
    mutating func register<Service: Sendable>(_ service: Service, as type: Service.Type = Service.self) {
        let key = ObjectIdentifier(type)
        services.removeAll { $0.type == key }
        services.append((key, Entry(service: service)))
    }

    /// The service registered under `type`, or nil when no feature registered one.
    func resolve<Service>(_ type: Service.Type = Service.self) -> Service? {
        let key = ObjectIdentifier(type)
        return (services.first { $0.type == key }?.entry as? Entry<Service>)?.service
    }
}

extension ServiceRegistry.Entry: Sendable where Service: Sendable {}
