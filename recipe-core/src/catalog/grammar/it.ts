/** IT grammar codes per catalog id (format: catalog/grammar.ts). */
export const IT_GRAMMAR: Readonly<Record<string, string>> = {
};
