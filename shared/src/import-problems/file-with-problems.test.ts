import { fileWithProblems } from './file-with-problems';

describe('fileWithProblems', () => {
  it('adds an error column with each row’s messages, counting a quoted multi-line cell as one row and a blank line as none', async () => {
    const csv = [
      'recipient_name,address_line,city',
      'Rana Jaber,"Rainbow Street 12,\r\n2nd floor",Amman',
      '"Hala ""Lulu"" Saleh",Main Street,Irbid',
      '',
      'Omar,,Zarqa',
    ].join('\r\n');

    const result = await fileWithProblems(csv, [
      { row: 3, column: 'city', message: 'Nothing with this name exists' },
      { row: 4, column: 'address_line', message: 'Required' },
      { row: 4, column: 'city', message: 'Not covered' },
      { row: 1, column: 'phone', message: 'Missing columns' },
    ]);

    expect(result).toBe(
      '\uFEFF' +
        [
          'recipient_name,address_line,city,error',
          'Rana Jaber,"Rainbow Street 12,\r\n2nd floor",Amman,',
          '"Hala ""Lulu"" Saleh",Main Street,Irbid,Nothing with this name exists',
          'Omar,,Zarqa,Required; Not covered',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('keeps Arabic text, drops the BOM it read and writes one, and pads short rows under the header', async () => {
    const result = await fileWithProblems('\uFEFFاسم المستلم,المدينة\nرنا\n', [
      { row: 2, column: 'المدينة', message: 'الحقل مطلوب' },
    ]);
    expect(result).toBe('\uFEFFاسم المستلم,المدينة,error\r\nرنا,,الحقل مطلوب\r\n');
  });

  it('makes messages inert for spreadsheets but leaves the user’s own cells as they were', async () => {
    const result = await fileWithProblems('name,amount\n=SUM(A1),-5\n', [
      { row: 2, column: 'amount', message: '-5 is below the minimum, use "0" or more' },
    ]);
    expect(result).toBe('\uFEFFname,amount,error\r\n=SUM(A1),-5,"\'-5 is below the minimum, use ""0"" or more"\r\n');
  });

  it('leaves out a problem of the whole file (no row), such as the count of problems not listed', async () => {
    const result = await fileWithProblems('name,city\nRana,Nowhere\n', [
      { row: 2, column: 'city', message: 'Nothing with this name exists' },
      { column: '', message: 'The first 1000 of 1200 problems are listed' },
    ]);
    expect(result).toBe('\uFEFFname,city,error\r\nRana,Nowhere,Nothing with this name exists\r\n');
  });

  it('replaces the error column of an earlier download instead of adding a second one', async () => {
    const result = await fileWithProblems('name,error\nRana,Old problem\nHala,\n', [
      { row: 3, column: 'name', message: 'Too long' },
    ]);
    expect(result).toBe('\uFEFFname,error\r\nRana,\r\nHala,Too long\r\n');
  });
});
