#!/usr/bin/env bash
# One-off (delete after use): the renames of docs/architecture.md's slug table that touch apps/web, apps/server,
# e2e and core/seamless-wallet, held back while other branches edited those files. Run at the repo root once
# every branch is merged, on a clean tree. Tried on wt-names: typecheck, eslint and the renamed units pass.
set -euo pipefail
W=apps/web/app; S=apps/server/src
sub() { # sub FROM TO paths...: replace a literal string in every tracked file under paths
  local from=$1 to=$2; shift 2
  { git grep -lF -- "$from" -- "$@" || true; } | xargs -r sed -i "s#$(printf '%s' "$from" | sed 's/[.[\*^$#]/\\&/g')#$to#g"
}
# web feature folders
git mv $W/features/contact-confirm $W/features/contact
sub 'features/contact-confirm/' 'features/contact/' $W
git mv $W/features/lobby $W/features/catalogue
sub 'features/lobby/' 'features/catalogue/' $W
git mv $W/features/game-frame $W/features/in-house-games
sub 'features/game-frame/' 'features/in-house-games/' $W
# i18n files and namespace keys (file = slug, key = camelCase slug)
for l in en es; do
  git mv $W/i18n/messages/$l/lobby.json $W/i18n/messages/$l/catalogue.json
  git mv $W/i18n/messages/$l/game-frame.json $W/i18n/messages/$l/in-house-games.json
  git mv $W/i18n/messages/$l/consent.json $W/i18n/messages/$l/cookie-consent.json
done
sed -i -E "s#/(en|es)/lobby\.json#/\1/catalogue.json#; s#/(en|es)/game-frame\.json#/\1/in-house-games.json#; s#/(en|es)/consent\.json#/\1/cookie-consent.json#; s#^(\s+)lobby: #\1catalogue: #; s#^(\s+)gameFrame: #\1inHouseGames: #; s#^(\s+)consent: #\1cookieConsent: #" $W/i18n/messages.ts
sed -i -E 's/\b(en|es)Consent\b/\1CookieConsent/g; s/\b(en|es)GameFrame\b/\1InHouseGames/g; s/\b(en|es)Lobby\b/\1Catalogue/g' $W/i18n/messages.ts
for q in "'" '`' '"'; do
  sub "${q}lobby." "${q}catalogue." $W e2e
  sub "${q}gameFrame." "${q}inHouseGames." $W e2e
  sub "${q}consent." "${q}cookieConsent." $W e2e
done
# server route folders
git mv $S/routes/in-house $S/routes/in-house-games
git mv $S/routes/in-house-games/in-house-routes.ts $S/routes/in-house-games/in-house-games-routes.ts
git mv $S/routes/in-house-games/in-house-routes.int.test.ts $S/routes/in-house-games/in-house-games-routes.int.test.ts
sub 'routes/in-house/in-house-routes.ts' 'routes/in-house-games/in-house-games-routes.ts' $S
sub './in-house-routes.ts' './in-house-games-routes.ts' $S/routes/in-house-games
git mv $S/routes/restriction $S/routes/geo
git mv $S/routes/geo/restriction-routes.ts $S/routes/geo/geo-routes.ts
git mv $S/routes/geo/restriction-routes.int.test.ts $S/routes/geo/geo-routes.int.test.ts
sub 'routes/restriction/restriction-routes.ts' 'routes/geo/geo-routes.ts' $S
sub './restriction-routes.ts' './geo-routes.ts' $S/routes/geo
git mv $S/routes/pages/home-page-routes.ts $S/routes/catalogue/home-page-routes.ts
sub 'routes/pages/home-page-routes.ts' 'routes/catalogue/home-page-routes.ts' $S
sed -i "s#'\.\./catalogue/catalogue-routes\.ts'#'./catalogue-routes.ts'#" $S/routes/catalogue/home-page-routes.ts
# core: game history reads rounds kept by the seamless wallet
mkdir -p packages/core/src/game-history
git mv packages/core/src/seamless-wallet/list-game-rounds.ts packages/core/src/game-history/list-game-rounds.ts
sub './seamless-wallet/list-game-rounds.ts' './game-history/list-game-rounds.ts' packages/core/src
# e2e journeys
git mv e2e/game.spec.ts e2e/in-house-games.spec.ts
git mv e2e/lobby.spec.ts e2e/catalogue.spec.ts
# docs that name the old paths
sub 'features/lobby`' 'features/catalogue`' docs
sub 'features/game-frame/' 'features/in-house-games/' docs
sub 'routes/pages/home-page-routes.ts' 'routes/catalogue/home-page-routes.ts' docs
# then by hand: in docs/architecture.md's slug table drop the `*` marks and the bracketed old names;
# move the /rest/ops/wallet/adjust/ route from routes/redeem/redeem-routes.ts into routes/wallet/wallet-routes.ts;
# npx prettier --write on the touched files; npm run typecheck; npm run lint
