/** DE grammar codes per catalog id (format: catalog/grammar.ts). */
export const DE_GRAMMAR: Readonly<Record<string, string>> = {
};
