-- Issue 40: a therapist's gender could be learnt by anyone through the public search's gender
-- filter. The filter now matches only therapists who chose to appear in it (decision 0038);
-- nobody has chosen yet, so every existing profile starts out of it.
ALTER TABLE "terapeutas" ADD COLUMN "gender_in_search" boolean DEFAULT false NOT NULL;
