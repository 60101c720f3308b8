import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { zSignIn, type SignIn } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';

interface LoginFormProps {
  onSignIn: (values: SignIn) => Promise<void>;
  pending: boolean;
}

/** Email and password, validated with the same schema as the API. */
export function LoginForm({ onSignIn, pending }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignIn>({ resolver: zodResolver(zSignIn), defaultValues: { email: '', password: '' } });

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSignIn)} className="space-y-5">
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
