/**
 * Naming themes of the seeded catalogue; each key has its art in `@casino/art` (pictures, background). A
 * game's theme is `artworkSeed % THEMES.length`, so artwork needs no extra column and stays stable for a
 * given seed.
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
    nouns: ['Sevens', 'Cherries', 'Melons', 'Bars', 'Fruit Stand', 'Lemons', 'Plums', 'Bells'],
  },
  {
    key: 'egypt',
    adjectives: ['Ancient', 'Golden', 'Eternal', 'Hidden', 'Sacred', 'Desert', 'Royal', 'Lost'],
    nouns: ['Pharaoh', 'Scarab', 'Sphinx', 'Obelisk', 'Tomb', 'Nile', 'Amulet', 'Dunes'],
  },
  {
    key: 'jungle',
    adjectives: ['Wild', 'Roaring', 'Savage', 'Emerald', 'Untamed', 'Mighty', 'Jungle', 'Rainforest'],
    nouns: ['Tiger', 'Gorilla', 'Jaguar', 'Safari', 'Canopy', 'Rhino', 'Panther', 'Waterfall'],
  },
  {
    key: 'ocean',
    adjectives: ['Deep', 'Sunken', 'Coral', 'Big', 'Tidal', 'Blue', 'Reel', 'Mermaid'],
    nouns: ['Catch', 'Reef', 'Shark', 'Treasure', 'Angler', 'Pearls', 'Fishing Trip', 'Lagoon'],
  },
  {
    key: 'space',
    adjectives: ['Cosmic', 'Galactic', 'Stellar', 'Nova', 'Orbit', 'Astro', 'Nebula', 'Quantum'],
    nouns: ['Gems', 'Voyage', 'Comet', 'Rockets', 'Planets', 'Meteors', 'Station', 'Eclipse'],
  },
  {
    key: 'fire',
    adjectives: ['Blazing', 'Fiery', 'Burning', 'Inferno', 'Scorching', 'Molten', 'Volcanic', 'Ember'],
    nouns: ['Dragon', 'Phoenix', 'Wilds', 'Sevens', 'Blaze', 'Forge', 'Crown', 'Volcano'],
  },
  {
    key: 'gold',
    adjectives: ['Mega', 'Rich', 'Mighty', 'Gold', 'Diamond', 'Big', 'Grand', 'Royal'],
    nouns: ['Coins', 'Vault', 'Nuggets', 'Bullion', 'Jackpot', 'Mine', 'Riches', 'Piggy'],
  },
  {
    key: 'west',
    adjectives: ['Dusty', 'Outlaw', 'Frontier', 'Sheriff', 'Rodeo', 'Canyon', 'Wanted', 'Sundown'],
    nouns: ['Saloon', 'Bandits', 'Stagecoach', 'Gold Rush', 'Showdown', 'Mustang', 'Railroad', 'Town'],
  },
  {
    key: 'magic',
    adjectives: ['Enchanted', 'Mystic', 'Fairy', 'Moonlit', 'Spellbound', 'Crystal', 'Wizard', 'Midnight'],
    nouns: ['Forest', 'Potions', 'Unicorn', 'Castle', 'Spells', 'Garden', 'Orb', 'Grimoire'],
  },
  {
    key: 'lucky',
    adjectives: ['Lucky', 'Fortune', 'Jade', 'Golden', 'Red', 'Prosperity', 'Happy', 'Dancing'],
    nouns: ['Lanterns', 'Koi', 'Panda', 'Dragon Pearl', 'Bamboo', 'Cat', 'Festival', 'Blossom'],
  },
];

export const themeOf = (artworkSeed: number): Theme => THEMES[artworkSeed % THEMES.length]!;
