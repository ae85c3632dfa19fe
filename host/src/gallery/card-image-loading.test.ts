import { cardImageLoading } from './card-image-loading';

describe('cardImageLoading', () => {
  it('loads the first six cards eagerly and the first two with high priority', () => {
    expect([0, 1, 2, 5, 6, 34].map(cardImageLoading)).toEqual([
      { eager: true, highPriority: true },
      { eager: true, highPriority: true },
      { eager: true, highPriority: false },
      { eager: true, highPriority: false },
      { eager: false, highPriority: false },
      { eager: false, highPriority: false },
    ]);
  });
});
