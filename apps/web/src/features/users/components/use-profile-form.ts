import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { UpdateUserBodySchema, type Language, type SessionUser, type UpdateUserBody } from '@kadirio/domain';
import { useDescribeError } from '../../../lib/api-error';
import { getFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { shrinkPicture } from '../../../lib/picture-shrink';
import { changeLanguage } from '../../../lib/i18n';
import { useUpdateProfileMutation } from '../auth.api';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export interface ProfileValues {
  name: string;
  phone: string;
  profilePic: string;
  language: Language;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type ProfileField = keyof ProfileValues;

/** The profile form's values and errors, its picture choice, and its validated save. */
export function useProfileForm(user: SessionUser) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState<ProfileValues>({
    name: user.name,
    phone: user.phone,
    profilePic: user.profilePic,
    language: user.language,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const setValue = <F extends ProfileField>(field: F, value: ProfileValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const choosePicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      setErrors((current) => ({ ...current, profilePic: t('validation.pictureType') }));
      return;
    }
    // Any phone photo: made small in the browser before it is stored (lib/picture-shrink).
    shrinkPicture(file).then(
      (url) => setValue('profilePic', url),
      () => setErrors((current) => ({ ...current, profilePic: t('validation.pictureInvalid') })),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const body: UpdateUserBody = {
      name: values.name,
      phone: values.phone,
      profilePic: values.profilePic,
      language: values.language,
    };
    const isChangingPassword = [values.currentPassword, values.newPassword, values.confirmPassword].some(
      (value) => value !== '',
    );
    if (isChangingPassword) {
      body.password = values.newPassword;
      body.currentPassword = values.currentPassword;
    }
    const parsed = UpdateUserBodySchema.safeParse(body);
    const fieldErrors: FieldErrors<ProfileField> = parsed.success
      ? {}
      : getFieldErrors(parsed.error.issues, t, values, (schemaField) =>
          schemaField === 'password'
            ? 'newPassword'
            : schemaField in values
              ? (schemaField as ProfileField)
              : undefined,
        );
    if (isChangingPassword && values.newPassword !== values.confirmPassword) {
      fieldErrors.confirmPassword ??= t('validation.passwordsDiffer');
    }
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    try {
      const updated = await updateProfile({ id: user._id, body: parsed.data }).unwrap();
      // A new password is what the person asked for: say so, not only that the profile was saved.
      toast.success(t(isChangingPassword ? 'messages.passwordChanged' : 'messages.updated'));
      setValues((current) => ({ ...current, currentPassword: '', newPassword: '', confirmPassword: '' }));
      await changeLanguage(updated.language);
    } catch (error) {
      const message = describeError(error);
      setServerError(message);
      toast.error(message);
    }
  };

  return { values, errors, serverError, isSaving: isLoading, setValue, choosePicture, submit };
}
