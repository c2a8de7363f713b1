/**
 * Naming themes of the seeded catalogue; each key has its art in `@casino/art` (pictures, background). A
 * game's theme is `artworkSeed % THEMES.length`, so artwork needs no extra column and stays stable for a
 * given seed. A word that names a thing names one the theme draws (its `words` or its `scene`), so a title
 * can keep its promise (`seed-catalogue.ts` fits each word to what its game shows).
 */
export interface Theme {
  key: string;
  adjectives: readonly string[];
  nouns: readonly string[];
}

export const THEMES: readonly Theme[] = [
  {
    key: 'fruits',
    adjectives: ['Juicy', 'Fruity', 'Sizzling', 'Lucky', 'Cherry', 'Classic', 'Sweet', 'Super'],
    nouns: ['Sevens', 'Cherries', 'Melons', 'Bars', 'Oranges', 'Lemons', 'Plums', 'Bells'],
  },
  {
    key: 'egypt',
    adjectives: ['Ancient', 'Golden', 'Eternal', 'Hidden', 'Sacred', 'Desert', 'Royal', 'Lost'],
    nouns: ['Pharaoh', 'Scarab', 'Lotus', 'Obelisk', 'Tomb', 'Nile', 'Amulet', 'Dunes'],
  },
  {
    key: 'jungle',
    adjectives: ['Wild', 'Roaring', 'Savage', 'Emerald', 'Untamed', 'Mighty', 'Jungle', 'Rainforest'],
    nouns: ['Tiger', 'Gorilla', 'Jaguar', 'Safari', 'Canopy', 'Toucan', 'Panther', 'Frogs'],
  },
  {
    key: 'ocean',
    adjectives: ['Deep', 'Sunken', 'Coral', 'Big', 'Tidal', 'Blue', 'Reel', 'Salty'],
    nouns: ['Catch', 'Reef', 'Shark', 'Treasure', 'Angler', 'Pearls', 'Fishing Trip', 'Lagoon'],
  },
  {
    key: 'space',
    adjectives: ['Cosmic', 'Galactic', 'Stellar', 'Nova', 'Orbit', 'Astro', 'Nebula', 'Quantum'],
    nouns: ['Gems', 'Voyage', 'Comet', 'Rockets', 'Planets', 'Moons', 'Astronauts', 'Eclipse'],
  },
  {
    key: 'fire',
    adjectives: ['Blazing', 'Fiery', 'Burning', 'Inferno', 'Scorching', 'Molten', 'Volcanic', 'Ember'],
    nouns: ['Dragon', 'Phoenix', 'Wilds', 'Sevens', 'Blaze', 'Hammer', 'Crown', 'Volcano'],
  },
  {
    key: 'gold',
    adjectives: ['Mega', 'Rich', 'Mighty', 'Gold', 'Diamond', 'Big', 'Grand', 'Royal'],
    nouns: ['Coins', 'Vault', 'Nuggets', 'Bullion', 'Jackpot', 'Moneybags', 'Riches', 'Piggy'],
  },
  {
    key: 'west',
    adjectives: ['Dusty', 'Outlaw', 'Frontier', 'Sheriff', 'Rodeo', 'Canyon', 'Wanted', 'Sundown'],
    nouns: ['Boots', 'Hats', 'Horseshoes', 'Gold Rush', 'Showdown', 'Badge', 'Dynamite', 'Cactus'],
  },
  {
    key: 'magic',
    adjectives: ['Enchanted', 'Mystic', 'Starlit', 'Moonlit', 'Spellbound', 'Crystal', 'Arcane', 'Midnight'],
    nouns: ['Forest', 'Potions', 'Unicorn', 'Castle', 'Spells', 'Mushrooms', 'Orb', 'Grimoire'],
  },
  {
    key: 'lucky',
    adjectives: ['Lucky', 'Fortune', 'Jade', 'Golden', 'Red', 'Prosperity', 'Happy', 'Dancing'],
    nouns: ['Lanterns', 'Koi', 'Panda', 'Dragon Pearl', 'Bamboo', 'Cat', 'Festival', 'Blossom'],
  },
];

export const themeOf = (artworkSeed: number): Theme => THEMES[artworkSeed % THEMES.length]!;
