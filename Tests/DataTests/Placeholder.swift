enum DataTestsPlaceholder {}
