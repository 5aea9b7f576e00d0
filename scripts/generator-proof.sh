#!/usr/bin/env bash
# The feature generator's proof: generates, in this checkout, with the `generate-feature` plugin as a developer runs
# it, a list paged through `Link` (`page`), a list paged by `since`, a command inside a new group (`atomic orgs
# members`) and one joining it (`atomic orgs repos`), a profile's list with a fixed query (`?sort=updated`), a
# search whose answer holds its resources in `items` and joins the `search` group, and a detail feature from two
# recorded responses; checks that a second run refuses to overwrite; builds with tests (zero warnings), lints,
# builds the documentation of the layers it wrote into, runs the generated tests with the architecture and
# command-declaration tests; then restores the tree
# (`git checkout -- . && git clean -fd Sources Tests`), whatever happened.
#
# It changes the working tree, so it refuses to run on one with changes of its own (CI's is a fresh clone).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "$(git status --porcelain)" ]; then
    echo "generator-proof: the working tree has changes; commit or stash them first (this script restores the tree)"
    exit 2
fi
restore() {
    git checkout -- . && git clean -fdq Sources Tests
}
trap restore EXIT

generate() {
    swift package --allow-writing-to-package-directory generate-feature "$@"
}
generate UserGists --endpoint 'GET /users/{login}/gists'
generate Organizations --endpoint 'GET /organizations' --pagination since --entity Organization
generate OrgMembers --endpoint 'GET /orgs/{org}/members' --command 'orgs members'
generate OrgRepositories --endpoint 'GET /orgs/{org}/repos' --command 'orgs repos' --entity OrgRepository
generate StarredRepositories --endpoint 'GET /users/{login}/starred?sort=updated' --entity StarredRepository
generate SearchRepositories --endpoint 'GET /search/repositories?q={query}' --items items \
    --command 'search repos' --entity FoundRepository \
    --from-response Tests/FeatureGeneratorTests/Fixtures/search-repositories.json
generate Gist --kind detail --endpoint 'GET /gists/{gistId}' \
    --from-response Tests/FeatureGeneratorTests/Fixtures/gist.json \
    --from-response Tests/FeatureGeneratorTests/Fixtures/gist-2.json

changed=$(git status --porcelain)
if generate UserGists --endpoint 'GET /users/{login}/gists' 2>/dev/null; then
    echo "generator-proof: a second run of UserGists did not refuse"
    exit 1
fi
if [ "$(git status --porcelain)" != "$changed" ]; then
    echo "generator-proof: a refused run changed the tree"
    exit 1
fi

log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log"
if grep -E '(^|[^a-zA-Z])warning:' "$log" >/dev/null; then
    echo "generator-proof: the generated code built with warnings:"
    grep -E '(^|[^a-zA-Z])warning:' "$log"
    exit 1
fi
swift format lint --strict --recursive --parallel Package.swift Plugins Sources Tests
scripts/docs.sh Domain Data DemoServer Presentation AtomicShell AtomicLineShell
swift test --skip-build \
    --filter 'UserGists|Organizations|Gist|OrgMembers|OrgRepositories|StarredRepositories|SearchRepositories' \
    --filter 'ArchitectureTests|EndToEndCommandDeclarationTests'
echo "generator-proof: the generated features built, linted and passed their tests"
