enum NetworkingTestsPlaceholder {}
