import en from '../../../i18n/messages/en/provably-fair.json';
import es from '../../../i18n/messages/es/provably-fair.json';
import { ENGINE_DEFINITIONS } from '@casino/game-math';
import { fieldsFromQuery, verifyRound, type VerifyFields } from '../verify-round.ts';

/**
 * The verifier as one self-contained HTML file (docs/provably-fair.md, "Offline"): apps/web/vite.config.ts
 * bundles this script with the game math into build/client/provably-fair/verifier.html, which the server
 * serves and a player may save and open from disk with no network. Plain DOM: no React, no requests.
 */

type Texts = typeof en.verifier;
const language = (new URLSearchParams(location.search).get('lang') ?? navigator.language).slice(0, 2);
const messages = language === 'es' ? es : en;
const texts: Texts = messages.verifier;
const title = messages.title;
document.documentElement.lang = language === 'es' ? 'es' : 'en';
document.title = title;

/** A text with its {{count}}-style values filled in (plural forms: `_one` when count is 1). */
function say(key: keyof Texts | 'steps', values: Record<string, string | number> = {}) {
  const plural = values.count === undefined ? '' : values.count === 1 ? '_one' : '_other';
  const text =
    (texts as Record<string, string>)[`${key}${plural}`] ?? (texts as Record<string, string>)[key]!;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A new element with properties (plain DOM properties, not attributes) and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function field(name: keyof VerifyFields, label: string, input: HTMLInputElement | HTMLSelectElement) {
  input.id = `verifier-${name}`;
  input.name = name;
  return element('p', {}, element('label', { htmlFor: input.id }, label), input);
}

const initial = fieldsFromQuery(new URLSearchParams(location.search));
const game = element('select');
for (const engine of ENGINE_DEFINITIONS) game.append(element('option', { value: engine.id }, engine.name));
game.value = initial.game;
const inputs = {
  serverSeed: element('input', { value: initial.serverSeed, spellcheck: false, autocomplete: 'off' }),
  clientSeed: element('input', { value: initial.clientSeed, autocomplete: 'off' }),
  nonce: element('input', { value: initial.nonce, inputMode: 'numeric' }),
  bet: element('input', { value: initial.bet, inputMode: 'numeric' }),
  target: element('input', { value: initial.target }),
  expectedWin: element('input', { value: initial.expectedWin, inputMode: 'numeric' }),
};
const buyFeature = element('input', { type: 'checkbox', checked: initial.buyFeature });
const result = element('div', { ariaLive: 'polite' });
result.dataset.verifierResult = '';

const form = element(
  'form',
  {},
  field('game', texts.game, game),
  field('serverSeed', texts.serverSeed, inputs.serverSeed),
  field('clientSeed', texts.clientSeed, inputs.clientSeed),
  field('nonce', texts.nonce, inputs.nonce),
  field('bet', texts.bet, inputs.bet),
  field('buyFeature', texts.buyFeature, buyFeature),
  field('target', texts.target, inputs.target),
  field('expectedWin', texts.expectedWin, inputs.expectedWin),
  element('button', { type: 'submit' }, texts.verify),
);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  void verifyRound({
    game: game.value,
    serverSeed: inputs.serverSeed.value,
    clientSeed: inputs.clientSeed.value,
    nonce: inputs.nonce.value,
    bet: inputs.bet.value,
    buyFeature: buyFeature.checked,
    target: inputs.target.value,
    expectedWin: inputs.expectedWin.value,
  }).then(show);
});

function show(verified: Awaited<ReturnType<typeof verifyRound>>) {
  if (!verified.ok) return result.replaceChildren(element('p', { role: 'alert' }, texts[verified.problem]));
  const { outcome } = verified;
  const number = new Intl.NumberFormat(document.documentElement.lang);
  const first = outcome.steps[0]!;
  const total = element('dd', {}, number.format(outcome.totalWin));
  total.dataset.totalWin = String(outcome.totalWin);
  const verdict =
    verified.matches === null
      ? []
      : [
          element(
            'p',
            { className: verified.matches ? 'match' : 'differs' },
            verified.matches ? texts.matches : texts.differs,
          ),
        ];
  for (const node of verdict) node.dataset.matches = String(verified.matches);
  result.replaceChildren(
    element('h2', {}, texts.result),
    ...verdict,
    element(
      'dl',
      {},
      element('dt', {}, texts.hashOf),
      element('dd', { className: 'hex' }, verified.serverSeedHash),
      element('dt', {}, texts.totalWin),
      total,
      element('dt', {}, say('steps', { count: outcome.steps.length })),
      element(
        'dd',
        {},
        first.kind === 'shot'
          ? say('shot', {
              target: first.target,
              result: first.hit ? say('hit', { multiplier: number.format(first.multiplier) }) : texts.miss,
            })
          : first.grid.map((reel) => reel.join(' ')).join(' | '),
      ),
    ),
  );
}

document.getElementById('verifier')!.replaceChildren(element('h1', {}, title), form, result);
