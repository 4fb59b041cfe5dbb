import { describe, expect, it } from 'vitest';
import { commandFor } from './voice';

describe('commandFor', () => {
  const it_ = { next: 'avanti|prossimo', back: 'indietro|precedente', repeat: 'ripeti|di nuovo' };
  it('finds the command word in what was heard, in any language and ignoring accents', () => {
    expect(commandFor('Avanti', it_)).toBe('next');
    expect(commandFor('torna indietro per favore', it_)).toBe('back');
    expect(commandFor('ripeti', it_)).toBe('repeat');
    expect(commandFor('di nuovo', it_)).toBe('repeat');
    expect(commandFor('avantissimo', it_)).toBeNull();
    expect(commandFor('précédent', { next: 'suivant', back: 'retour|precedent', repeat: 'repete' })).toBe(
      'back',
    );
  });
});
