enum DomainTestsPlaceholder {}
