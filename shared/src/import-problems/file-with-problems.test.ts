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
          '"Hala ""Lulu"" Saleh",Main Street,Irbid,city: Irbid — Nothing with this name exists',
          'Omar,,Zarqa,address_line: Required; city: Zarqa — Not covered',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('names the column and the offending value of each problem, a blank cell by its column alone', async () => {
    const result = await fileWithProblems('recipient_name,recipient_phone,parcel_type\nRana, 07912 ,\n', [
      { row: 2, column: 'recipient_phone', message: 'Invalid phone number' },
      { row: 2, column: 'parcel_type', message: 'This field is required' },
    ]);
    expect(result).toBe(
      '\uFEFFrecipient_name,recipient_phone,parcel_type,error\r\n' +
        'Rana, 07912 ,,recipient_phone: 07912 — Invalid phone number; parcel_type: This field is required\r\n',
    );
  });

  it('names a column the file does not have, and a problem of the whole row, as the API does', async () => {
    const result = await fileWithProblems('name,payment_type\nRana,cod\nHala,x\n', [
      { row: 2, column: 'cod_amount', message: 'This field is required' },
      { row: 3, column: '', message: 'A row of the file may be at most 64 KB' },
    ]);
    expect(result).toBe(
      '\uFEFFname,payment_type,error\r\n' +
        'Rana,cod,cod_amount: This field is required\r\n' +
        'Hala,x,A row of the file may be at most 64 KB\r\n',
    );
  });

  it('cuts a long value short, and shows a control character as a replacement mark', async () => {
    const notes = 'x'.repeat(60);
    const result = await fileWithProblems(`notes,name\n${notes},"Ha\u0007la"\n`, [
      { row: 2, column: 'notes', message: 'Too long' },
      { row: 2, column: 'name', message: 'Characters not allowed' },
    ]);
    expect(result.split('\r\n')[1]).toBe(
      `${notes},Ha\u0007la,notes: ${'x'.repeat(40)}… — Too long; name: Ha\uFFFDla — Characters not allowed`,
    );
  });

  it('keeps Arabic text, drops the BOM it read and writes one, and pads short rows under the header', async () => {
    const result = await fileWithProblems('\uFEFFاسم المستلم,المدينة,هاتف المستلم\nرنا,,07912\n', [
      { row: 2, column: 'المدينة', message: 'الحقل مطلوب' },
      { row: 2, column: 'هاتف المستلم', message: 'رقم الهاتف غير صالح' },
    ]);
    expect(result).toBe(
      '\uFEFFاسم المستلم,المدينة,هاتف المستلم,error\r\n' +
        'رنا,,07912,المدينة: الحقل مطلوب; هاتف المستلم: 07912 — رقم الهاتف غير صالح\r\n',
    );
    const short = await fileWithProblems('اسم المستلم,المدينة\nرنا\n', [
      { row: 2, column: 'المدينة', message: 'الحقل مطلوب' },
    ]);
    expect(short).toBe('\uFEFFاسم المستلم,المدينة,error\r\nرنا,,المدينة: الحقل مطلوب\r\n');
  });

  it('makes the error cell inert for spreadsheets but leaves the user’s own cells as they were', async () => {
    const result = await fileWithProblems('name,amount\n=SUM(A1),-5\n+1,@x\n', [
      { row: 2, column: 'amount', message: 'Below the minimum, use "0" or more' },
      { row: 3, column: '', message: '=HYPERLINK("x")' },
      { row: 3, column: 'name', message: 'Not a name' },
    ]);
    expect(result).toBe(
      '\uFEFFname,amount,error\r\n' +
        '=SUM(A1),-5,"amount: -5 — Below the minimum, use ""0"" or more"\r\n' +
        '+1,@x,"\'=HYPERLINK(""x""); name: +1 — Not a name"\r\n',
    );
  });

  it('leaves out a problem of the whole file (no row), such as the count of problems not listed', async () => {
    const result = await fileWithProblems('name,city\nRana,Nowhere\n', [
      { row: 2, column: 'city', message: 'Nothing with this name exists' },
      { column: '', message: 'The first 1000 of 1200 problems are listed' },
    ]);
    expect(result).toBe('\uFEFFname,city,error\r\nRana,Nowhere,city: Nowhere — Nothing with this name exists\r\n');
  });

  it('replaces the error column of an earlier download instead of adding a second one', async () => {
    const result = await fileWithProblems('name,error\nRana,Old problem\nHala,\n', [
      { row: 3, column: 'name', message: 'Too long' },
    ]);
    expect(result).toBe('\uFEFFname,error\r\nRana,\r\nHala,name: Hala — Too long\r\n');
  });
});
