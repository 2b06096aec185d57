import { AppError } from './errors';
import { sortColumn } from './sorting';

const SORTABLE = { created_at: 'created', name: 'name' } as const;

describe('sortColumn', () => {
  it('reads `field` as ascending and `-field` as descending', () => {
    expect(sortColumn(SORTABLE, 'name')).toEqual({ column: 'name', descending: false });
    expect(sortColumn(SORTABLE, '-created_at')).toEqual({ column: 'created', descending: true });
  });

  it.each(['nmae', '-', '', '--name', 'constructor', 'toString', '-__proto__', 'name-'])(
    'refuses %j with a 400 naming sort',
    (sort) => {
      let error: unknown;
      try {
        sortColumn(SORTABLE, sort);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect((error as AppError).options.details).toEqual([{ field: 'sort', messageKey: 'invalidValue' }]);
    },
  );
});
