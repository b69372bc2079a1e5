/**
 * A gallery category the catalogue has no text for, in a readable form of its service name: the words of its
 * camel case, snake case or kebab case apart, with a capital first letter ('RoadTrips' → 'Road Trips',
 * 'road_trips' → 'Road trips'). Each word keeps its case, so names and acronyms survive ('DIYProjects' → 'DIY
 * Projects'), except in a name of several words in capitals only, which is shouting ('WINTER_SPORTS' → 'Winter
 * Sports').
 */
export function readableCategoryName(name: string): string {
  const words = name
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_\-.]+/u)
    .filter(Boolean)
  if (words.length === 0) return name
  const shouting = words.length > 1 && !/\p{Ll}/u.test(name)
  const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  return words
    .map((word, index) =>
      shouting ? capitalised(word.toLowerCase()) : index === 0 ? capitalised(word) : word,
    )
    .join(' ')
}
