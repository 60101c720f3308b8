import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { zSignIn, type SignIn } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

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
      <div className="space-y-1.5">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        {errors.email && (
          <p id="login-email-error" className="text-sm text-danger-ink">
            {errors.email.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="login-password-error" className="text-sm text-danger-ink">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
