/**
 * Visual and naming themes of the seeded catalogue. A game's theme is `artworkSeed % THEMES.length`, so
 * artwork needs no extra column and stays stable for a given seed.
 */
export interface Theme {
  key: string;
  motif: 'fruit' | 'pyramid' | 'leaf' | 'wave' | 'star' | 'flame' | 'coin' | 'cactus' | 'sparkle' | 'lantern';
  /** Background gradient from/to, accent, highlight. */
  palette: readonly [string, string, string, string];
  adjectives: readonly string[];
  nouns: readonly string[];
}

export const THEMES: readonly Theme[] = [
  {
    key: 'fruits',
    motif: 'fruit',
    palette: ['#7b1fa2', '#e91e63', '#ffeb3b', '#ffffff'],
    adjectives: ['Juicy', 'Fruity', 'Sizzling', 'Lucky', 'Cherry', 'Classic', 'Sweet', 'Super'],
    nouns: ['Sevens', 'Cherries', 'Melons', 'Bars', 'Fruit Stand', 'Lemons', 'Plums', 'Bells'],
  },
  {
    key: 'egypt',
    motif: 'pyramid',
    palette: ['#3e2723', '#c08a2e', '#ffd54f', '#fff8e1'],
    adjectives: ['Ancient', 'Golden', 'Eternal', 'Hidden', 'Sacred', 'Desert', 'Royal', 'Lost'],
    nouns: ['Pharaoh', 'Scarab', 'Sphinx', 'Obelisk', 'Tomb', 'Nile', 'Amulet', 'Dunes'],
  },
  {
    key: 'jungle',
    motif: 'leaf',
    palette: ['#1b5e20', '#66bb6a', '#ffca28', '#f1f8e9'],
    adjectives: ['Wild', 'Roaring', 'Savage', 'Emerald', 'Untamed', 'Mighty', 'Jungle', 'Rainforest'],
    nouns: ['Tiger', 'Gorilla', 'Jaguar', 'Safari', 'Canopy', 'Rhino', 'Panther', 'Waterfall'],
  },
  {
    key: 'ocean',
    motif: 'wave',
    palette: ['#01579b', '#26c6da', '#ffab40', '#e0f7fa'],
    adjectives: ['Deep', 'Sunken', 'Coral', 'Big', 'Tidal', 'Blue', 'Reel', 'Mermaid'],
    nouns: ['Catch', 'Reef', 'Shark', 'Treasure', 'Angler', 'Pearls', 'Fishing Trip', 'Lagoon'],
  },
  {
    key: 'space',
    motif: 'star',
    palette: ['#0d0a2e', '#4527a0', '#00e5ff', '#ede7f6'],
    adjectives: ['Cosmic', 'Galactic', 'Stellar', 'Nova', 'Orbit', 'Astro', 'Nebula', 'Quantum'],
    nouns: ['Gems', 'Voyage', 'Comet', 'Rockets', 'Planets', 'Meteors', 'Station', 'Eclipse'],
  },
  {
    key: 'fire',
    motif: 'flame',
    palette: ['#3e0a0a', '#d84315', '#ffc107', '#fff3e0'],
    adjectives: ['Blazing', 'Fiery', 'Burning', 'Inferno', 'Scorching', 'Molten', 'Volcanic', 'Ember'],
    nouns: ['Dragon', 'Phoenix', 'Wilds', 'Sevens', 'Blaze', 'Forge', 'Crown', 'Volcano'],
  },
  {
    key: 'gold',
    motif: 'coin',
    palette: ['#2b2100', '#8d6e00', '#ffd700', '#fffde7'],
    adjectives: ['Mega', 'Rich', 'Mighty', 'Gold', 'Diamond', 'Big', 'Grand', 'Royal'],
    nouns: ['Coins', 'Vault', 'Nuggets', 'Bullion', 'Jackpot', 'Mine', 'Riches', 'Piggy'],
  },
  {
    key: 'west',
    motif: 'cactus',
    palette: ['#4e2a0e', '#d2691e', '#f4d03f', '#fdf2e9'],
    adjectives: ['Dusty', 'Outlaw', 'Frontier', 'Sheriff', 'Rodeo', 'Canyon', 'Wanted', 'Sundown'],
    nouns: ['Saloon', 'Bandits', 'Stagecoach', 'Gold Rush', 'Showdown', 'Mustang', 'Railroad', 'Town'],
  },
  {
    key: 'magic',
    motif: 'sparkle',
    palette: ['#1a0033', '#8e24aa', '#f8bbd0', '#fce4ec'],
    adjectives: ['Enchanted', 'Mystic', 'Fairy', 'Moonlit', 'Spellbound', 'Crystal', 'Wizard', 'Midnight'],
    nouns: ['Forest', 'Potions', 'Unicorn', 'Castle', 'Spells', 'Garden', 'Orb', 'Grimoire'],
  },
  {
    key: 'lucky',
    motif: 'lantern',
    palette: ['#4a0000', '#c62828', '#ffd54f', '#fff8e1'],
    adjectives: ['Lucky', 'Fortune', 'Jade', 'Golden', 'Red', 'Prosperity', 'Happy', 'Dancing'],
    nouns: ['Lanterns', 'Koi', 'Panda', 'Dragon Pearl', 'Bamboo', 'Cat', 'Festival', 'Blossom'],
  },
];

export const themeOf = (artworkSeed: number): Theme => THEMES[artworkSeed % THEMES.length]!;
