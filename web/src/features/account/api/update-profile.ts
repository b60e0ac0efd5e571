import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, ProfileUpdate } from '@contracts/account';
import { api } from '@/lib/api-client';
import { updateSessionUser } from '@/lib/auth';
import { getMeQueryOptions } from './get-me';

/** PUT /api/me/profile: answers the updated profile. E-mail is not part of it (it cannot change). */
export function updateProfile(data: ProfileUpdate): Promise<MeResponse> {
  return api.put<MeResponse>('/me/profile', data);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, me);
      // The header shows the new name at once (the ID token keeps the old one until it refreshes).
      updateSessionUser({ name: me.fullName.trim() });
    },
  });
}
