import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { EMAIL_PATTERN } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { CheckboxField } from './checkbox-field';
import { NumberField, PasswordField, SelectField, TextField, translateValidationMessage } from './form-fields';

const schema = yup.object({
  email: yup.string().required('emailRequired').matches(EMAIL_PATTERN, 'emailFormat'),
  password: yup.string().required('required'),
  role: yup.number().typeError('required').required('required'),
  weight: yup.number().typeError('number').required('required').integer('integer'),
  terms: yup.boolean().oneOf([true], 'required'),
});

function renderForm(onSubmit = jest.fn(), language: 'en' | 'ar' = 'en') {
  const rendered = renderWithProviders(
    <Formik
      initialValues={{ email: '', password: '', role: '' as number | '', weight: '' as number | '', terms: false }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form>
        <TextField name="email" label="Email" type="email" required helperText="We never share it" />
        <PasswordField name="password" label="Password" required />
        <SelectField
          name="role"
          label="Role"
          placeholder="Choose a role"
          options={[
            { value: 2, label: 'Organization admin' },
            { value: 3, label: 'Organization user' },
          ]}
        />
        <NumberField name="weight" label="Weight (kg)" min={0} />
        <CheckboxField name="terms" label="I accept the terms" />
        <button type="submit">Send</button>
      </Form>
    </Formik>,
    { language },
  );
  return { ...rendered, onSubmit };
}

afterEach(resetPortalState);

describe('Formik-bound fields', () => {
  it('label their controls and show translated errors only after a submit attempt', async () => {
    const { user } = renderForm();
    const email = screen.getByLabelText(/Email/);
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByText('We never share it')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('shows a field error once the user leaves the field', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Email format is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('shows the errors in Arabic for an Arabic user', async () => {
    const { user } = renderForm(jest.fn(), 'ar');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
  });

  it('submits typed values: numbers stay numbers, the checkbox is a boolean', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('orgadmin@portal.local');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('Portal#2026');
    await user.selectOptions(screen.getByLabelText('Role'), 'Organization user');
    await user.type(screen.getByLabelText('Weight (kg)'), '12');
    await user.click(screen.getByText('I accept the terms'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      email: 'orgadmin@portal.local',
      password: 'Portal#2026',
      role: 3,
      weight: 12,
      terms: true,
    });
  });

  it('rejects a decimal where an integer is required and empties back to a required error', async () => {
    renderForm();
    const weight = screen.getByLabelText('Weight (kg)');
    fireEvent.change(weight, { target: { value: '1.5' } });
    fireEvent.blur(weight);
    expect(await screen.findByText('This field must be an integer')).toBeInTheDocument();
    fireEvent.change(weight, { target: { value: '' } });
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('lets the user reveal and hide the password', async () => {
    const { user } = renderForm();
    const password = screen.getByLabelText(/Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('translateValidationMessage', () => {
  it('translates validation keys and namespaced keys and passes server text through', () => {
    expect(translateValidationMessage('phone')).toBe('Invalid phone number');
    expect(translateValidationMessage('common:errors.generic')).toBe('Something went wrong! Please try again later');
    expect(translateValidationMessage('This e-mail is already registered.')).toBe('This e-mail is already registered.');
  });
});
