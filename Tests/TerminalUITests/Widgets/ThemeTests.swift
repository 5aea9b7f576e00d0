import TerminalUI
import Testing

@Suite struct ThemeTests {
    @Test func namesAreSpelledAsTheFlagTakesThem() {
        #expect(Theme.Name.allCases.map(\.rawValue) == ["dark", "light", "high-contrast"])
        #expect(Theme.named(.dark) == .dark)
        #expect(Theme.named(.light) == .light)
        #expect(Theme.named(.highContrast) == .highContrast)
        #expect(Theme.standard == .dark)
        #expect(Set([Theme.dark, .light, .highContrast]).count == 3)
    }

    @Test func rolesAreSpelledInSnakeCase() {
        #expect(
            Theme.Role.allCases.map(\.rawValue) == [
                "header", "status_bar", "key", "selection", "secondary", "info", "warning", "error", "border",
            ])
    }

    @Test(arguments: Theme.Role.allCases)
    func overridingChangesOnlyThatRolesForeground(role: Theme.Role) {
        let theme = Theme.highContrast.overriding(role, with: .indexed(99))
        for other in Theme.Role.allCases {
            if other == role {
                #expect(theme[other].foreground == .indexed(99))
                #expect(theme[other].background == Theme.highContrast[other].background)
                #expect(theme[other].attributes == Theme.highContrast[other].attributes)
            } else {
                #expect(theme[other] == Theme.highContrast[other])
            }
        }
    }

    @Test func everyThemeKeepsTheSelectionVisibleWithoutColour() {
        for name in Theme.Name.allCases {
            #expect(Theme.named(name).selection.attributes.contains(.reverse))
        }
    }

    @Test func lightAndHighContrastDrawNothingDimOnly() {
        for theme in [Theme.light, .highContrast] {
            for role in Theme.Role.allCases {
                let style = theme[role]
                #expect(!(style.attributes.contains(.dim) && style.foreground == .default), "\(role)")
            }
        }
    }
}
