import DemoServer

/// The demo dataset under the name every test of the app uses, whether or not its file imports `DemoServer`:
/// the end-to-end tests name it while importing only what the binary's callers see.
typealias DemoDataset = DemoServer.DemoDataset
